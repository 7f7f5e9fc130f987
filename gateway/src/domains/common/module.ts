/** The scalars every schema file uses: DateTime and JSON (schema/common.graphql). */
import { defineModule } from '../module.js';
import { scalarResolvers } from './resolvers.js';

export const commonModule = defineModule({ name: 'common', resolvers: [scalarResolvers] });
