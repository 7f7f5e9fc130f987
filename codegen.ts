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
          Form: '../domains/restTypes.js#RestForm',
          StoreVisit: '../domains/restTypes.js#RestStoreVisit',
          Answer: '../domains/restTypes.js#RestAnswer',
          Document: '../domains/restTypes.js#RestDocument',
          Dashboard: '../domains/restTypes.js#RestDashboard',
          Widget: '../domains/restTypes.js#RestWidget',
          Client: '../domains/restTypes.js#RestClient',
          Project: '../domains/restTypes.js#RestProject',
          User: '../domains/restTypes.js#RestUser',
          Regional: '../domains/restTypes.js#RestRegional',
          CommonQuestion: '../domains/commonQuestion/rest.js#RestCommonQuestion',
          Tag: '../domains/commonQuestion/tags.js#RestTag',
          SavedView: '../domains/savedView/rest.js#RestSavedView',
          MealPeriodDay: '../domains/storeVisit/rest.js#RestMealPeriodDay',
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
