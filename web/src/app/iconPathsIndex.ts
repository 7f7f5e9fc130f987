/** Every Blueprint icon's SVG paths, one lazy module per icon and size (read by iconPaths.ts on first use). */
import type { IconPaths } from '@blueprintjs/icons';

export const ICON_PATH_MODULES = import.meta.glob<IconPaths>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/*px/paths/*.js',
  { import: 'default' },
);
