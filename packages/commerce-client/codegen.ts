import type { CodegenConfig } from '@graphql-codegen/cli'
import * as answerSchemas from './scripts/answer-schemas.js'

// Offline, from the committed SDL: one typed output per endpoint, and the zod schemas of the same
// results that the shop API's contract answers with (decision 025).
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

/** Named by its path, so tools that read this config find the file. */
const ANSWER_SCHEMAS = './scripts/answer-schemas.ts'

const answers = {
  plugins: [ANSWER_SCHEMAS],
  config: {
    // Money: whole cents, exact up to 2^53-1 (the SDL's Money scalar).
    scalars: { Money: 'z.number().int()', JSON: 'z.unknown()' },
    typesModule: './graphql.js',
  },
  // Formatted, so that a changed selection reads as a small diff (generated/ is prettier-ignored).
  hooks: { afterOneFileWrite: ["prettier --ignore-path '' --write"] },
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
    'src/generated/commerce/answers.ts': {
      schema: 'schema/commerce.graphql',
      documents: 'src/operations/commerce/*.graphql',
      ...answers,
    },
    'src/generated/content/': {
      schema: 'schema/content.graphql',
      documents: 'src/operations/content/*.graphql',
      ...preset,
    },
    'src/generated/content/answers.ts': {
      schema: 'schema/content.graphql',
      documents: 'src/operations/content/*.graphql',
      ...answers,
    },
  },
  // The answer schemas' plugin is this package's own TypeScript, loaded with this file.
  pluginLoader: async (name: string) =>
    name === ANSWER_SCHEMAS ? answerSchemas : import(name),
  hooks: { afterOneFileWrite: ['node scripts/do-not-edit.mjs'] },
}
export default config
