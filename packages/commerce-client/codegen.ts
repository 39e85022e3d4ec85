import type { CodegenConfig } from '@graphql-codegen/cli'

// Offline, from the committed SDL: one typed output per endpoint.
const preset = {
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
  config: {
    documentMode: 'string',
    enumsAsTypes: true,
    useTypeImports: true,
    scalars: { ID: 'string', JSON: 'unknown', Money: 'number' },
    avoidOptionals: { field: true, inputValue: false, object: true },
  },
}

const config: CodegenConfig = {
  overwrite: true,
  // Relative imports with .js, as the package is built for Node's ESM resolution.
  emitLegacyCommonJSImports: false,
  silent: true,
  generates: {
    'src/generated/commerce/': {
      schema: 'schema/commerce.graphql',
      documents: 'src/operations/commerce/*.graphql',
      ...preset,
    },
    'src/generated/content/': {
      schema: 'schema/content.graphql',
      documents: 'src/operations/content/*.graphql',
      ...preset,
    },
  },
  hooks: { afterOneFileWrite: ['node scripts/do-not-edit.mjs'] },
}
export default config
