/** Documents by uuid: photos, signatures, videos, attachments (schema/document.graphql). */
import { defineModule } from '../module.js';
import { createDocumentLoader } from './loaders.js';
import { documentResolvers } from './resolvers.js';
import { documentsApi } from './rest.js';

export const documentModule = defineModule({
  name: 'document',
  api: (rest) => ({ documents: documentsApi(rest) }),
  loaders: (api) => ({ documents: createDocumentLoader(api.documents) }),
  resolvers: [documentResolvers],
});
