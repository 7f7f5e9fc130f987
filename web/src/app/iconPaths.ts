/**
 * Blueprint's icons fetch their SVG paths when first drawn. Its default loader fetches every icon of a size at
 * once (two chunks of about 100 kB gzip each, on the first screen); this one fetches an index of the icons'
 * modules once, then each drawn icon's own few hundred bytes (Blueprint's custom loader option).
 */
import { Icons, type IconName, type IconSize } from '@blueprintjs/icons';

export function loadIconPathsOneByOne(): void {
  Icons.setLoaderOptions({
    loader: async (name: IconName, size: IconSize) => {
      const { ICON_PATH_MODULES } = await import('./iconPathsIndex');
      const load =
        ICON_PATH_MODULES[`../../../node_modules/@blueprintjs/icons/lib/esm/generated/${size}px/paths/${name}.js`];
      return load ? load() : [];
    },
  });
}
