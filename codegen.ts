import type { CodegenConfig } from '@graphql-codegen/cli';

/** One codegen config: resolver types for the gateway, typed hooks for the web app, both from schema/. */
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  overwrite: true,
  generates: {
    'gateway/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context.js#GatewayContext',
        mappers: {
          Form: '../rest/types.js#RestForm',
          StoreVisit: '../rest/types.js#RestStoreVisit',
          Answer: '../rest/types.js#RestAnswer',
          Document: '../rest/types.js#RestDocument',
          Dashboard: '../rest/types.js#RestDashboard',
          Widget: '../rest/types.js#RestWidget',
          Client: '../rest/types.js#RestClient',
          Project: '../rest/types.js#RestProject',
          User: '../rest/types.js#RestUser',
          Regional: '../rest/types.js#RestRegional',
          CommonQuestion: '../rest/commonQuestions.js#RestCommonQuestion',
          Tag: '../rest/tags.js#RestTag',
          SavedView: '../rest/savedViews.js#RestSavedView',
          MealPeriodDay: '../rest/storeVisits.js#RestMealPeriodDay',
        },
        scalars: { DateTime: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
      },
    },
    'web/src/generated/graphql.ts': {
      documents: ['web/src/**/*.graphql'],
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: {
        withHooks: true,
        scalars: { DateTime: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
      },
    },
  },
};

export default config;
