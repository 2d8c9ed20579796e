import type { CodegenConfig } from '@graphql-codegen/cli';

// The client preset gives typed documents for Apollo Client 4's own hooks
// (the old typescript-react-apollo hook generator does not support v4).
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Money: 'number', JSONObject: 'Record<string, unknown>', DateTimeISO: 'string' },
      },
    },
  },
  hooks: { afterAllFileWrite: [] },
};
export default config;
