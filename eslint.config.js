// @ts-check
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const APPS = [
  '@shop/shop',
  '@shop/server',
  '@shop/commerce-backend',
  '@shop/storybook',
]
const DATA_AND_ROUTING = [
  '@tanstack/*',
  'zustand',
  'zustand/*',
  'graphql',
  '@shop/commerce-client',
  '@shop/commerce-client/*',
  '@shop/i18n',
  '@shop/i18n/*',
]
const SHOP_PACKAGES = [
  'forms',
  'i18n',
  'ui',
  'commerce-client',
  'checkout',
  'account',
]
const atShop = (names) => names.flatMap((n) => [`@shop/${n}`, `@shop/${n}/*`])
const others = (name) => SHOP_PACKAGES.filter((n) => n !== name)
const REACT = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  '@tanstack/react-query',
  '**/react/*',
]
const NODE_ROOT = ['forms', 'i18n', 'checkout', 'account']

/**
 * What each package may not import, beyond the apps: leaves (ui, i18n, forms: the domain rules) →
 * commerce-client (GraphQL clients and the shop API's contract, whose inputs use the rules of
 * forms) → checkout/account → apps.
 */
const PACKAGE_RULES = {
  ui: {
    forbidden: [...DATA_AND_ROUTING, ...atShop(others('ui'))],
    message:
      'packages/ui is presentational: no data fetching, router, store, i18n or workspace imports.',
  },
  i18n: {
    forbidden: atShop(others('i18n')),
    message: 'packages/i18n is a leaf package.',
  },
  'commerce-client': {
    forbidden: atShop(others('commerce-client').filter((n) => n !== 'forms')),
    message:
      'packages/commerce-client builds only on the domain rules of @shop/forms.',
  },
  forms: {
    forbidden: atShop(others('forms')),
    message: 'packages/forms (the domain rules) is a leaf package.',
  },
  checkout: {
    forbidden: atShop(['checkout', 'account']),
    message: 'checkout and account are siblings.',
  },
  account: {
    forbidden: atShop(['checkout', 'account']),
    message: 'checkout and account are siblings.',
  },
}

/** `no-restricted-imports` patterns with a message that explains the house rule. */
const forbid = (group, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: [...new Set(group)], message }] },
  ],
})

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '**/*.gen.ts',
      '**/storybook-static/**',
      '**/.turbo/**',
      '**/coverage/**',
      'apps/*/data/**',
      'apps/commerce-backend/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          conditionNames: [
            '@shop/source',
            'types',
            'import',
            'node',
            'default',
          ],
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages',
              from: './apps',
              message: 'Packages never import apps.',
            },
            {
              target: './apps/shop',
              from: ['./apps/server', './apps/commerce-backend'],
              message: 'Apps talk over HTTP only.',
            },
            {
              target: './apps/server',
              from: ['./apps/shop', './apps/commerce-backend'],
              message: 'Apps talk over HTTP only.',
            },
            {
              target: './apps/commerce-backend',
              from: ['./apps/shop', './apps/server'],
              message: 'Apps talk over HTTP only.',
            },
            {
              target: './apps/shop/src',
              from: './apps/shop/server',
              message: 'Client code never imports the shop server.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx', '**/react/**/*.ts', 'apps/shop/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...pluginRouter.configs['flat/recommended'],
  ...pluginQuery.configs['flat/recommended'],
  // Import boundaries of the house (HOUSE-STYLE.md, "Who may import whom").
  ...Object.entries(PACKAGE_RULES).flatMap(([name, { forbidden, message }]) => [
    {
      files: [`packages/${name}/**`],
      rules: forbid([...APPS, ...forbidden], message),
    },
    // The root entry of the pure packages runs in plain Node: React lives under src/react/ only.
    ...(NODE_ROOT.includes(name)
      ? [
          {
            files: [`packages/${name}/src/**`],
            ignores: [
              `packages/${name}/src/react/**`,
              '**/*.test.ts',
              '**/*.test.tsx',
            ],
            rules: forbid(
              [...APPS, ...forbidden, ...REACT],
              `${message} Its root runs in plain Node: React code lives under src/react/ (the ./react subpath).`,
            ),
          },
        ]
      : []),
  ]),
  {
    files: ['apps/shop/**'],
    rules: forbid(
      [
        ...APPS.filter((a) => a !== '@shop/shop'),
        '**/*.server',
        '**/*.server.*',
      ],
      'The shop talks to other apps over HTTP only and never imports server-only modules.',
    ),
  },
  {
    files: ['apps/server/**'],
    rules: forbid(
      APPS.filter((a) => a !== '@shop/server'),
      'Apps talk to each other over HTTP only.',
    ),
  },
  {
    files: ['apps/commerce-backend/**'],
    rules: forbid(
      APPS.filter((a) => a !== '@shop/commerce-backend'),
      'Apps talk to each other over HTTP only.',
    ),
  },
  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'e2e/**',
      'scripts/**',
      '**/*.config.*',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
)
