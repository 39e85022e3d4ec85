// @ts-check
import js from '@eslint/js'
import path from 'node:path'
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
/** The commerce backend's feature modules (`apps/commerce-backend/src/modules/<domain>/`). */
const BACKEND_MODULES = [
  'catalogue',
  'carts',
  'orders',
  'customers',
  'companies',
  'lists',
  'standing-orders',
  'recalls',
  'mail',
]

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

/**
 * File names are kebab-case (`order-summary.tsx`, `cart.test.ts`); route files may also use the
 * router's `$`, `_` and `.` (`orders_.$token.tsx`, `__root.tsx`).
 */
const fileNames = {
  rules: {
    'kebab-case': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const path = context.filename.replaceAll('\\', '/')
        const name = path.split('/').pop() ?? ''
        const route = path.includes('/apps/shop/src/routes/')
        const ok = route
          ? /^[a-z0-9_$.-]+$/.test(name)
          : /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name)
        return {
          Program(node) {
            if (!ok)
              context.report({
                node,
                message: `File names are kebab-case: ${name}`,
              })
          },
        }
      },
    },
  },
}

/**
 * The shop's features (`apps/shop/src/features/<name>/`, decision 027) meet only at their index:
 * code outside a feature imports it as `#features/<name>` (or its loaders as
 * `#features/<name>/lazy`), never another file inside it, whether by the alias or a relative path. Inside a feature, its own files import each other relatively.
 */
const shopFeatures = {
  rules: {
    'public-api': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename.replaceAll('\\', '/')
        const at = file.indexOf('/apps/shop/src/')
        if (at === -1) return {}
        const features = `${file.slice(0, at)}/apps/shop/src/features/`
        const own = file.startsWith(features)
          ? file.slice(features.length).split('/')[0]
          : null
        // The feature and the path inside it that a specifier names, if it names one.
        const target = (spec) => {
          if (spec.startsWith('#features/')) {
            const [name, ...rest] = spec.slice('#features/'.length).split('/')
            return { name, inner: rest.join('/') }
          }
          if (!spec.startsWith('.')) return null
          const resolved = path.posix.resolve(path.posix.dirname(file), spec)
          if (!resolved.startsWith(features)) return null
          const [name, ...rest] = resolved.slice(features.length).split('/')
          return { name, inner: rest.join('/').replace(/^index(\.tsx?)?$/, '') }
        }
        const check = (node) => {
          const spec = node.source?.value
          if (typeof spec !== 'string') return
          const to = target(spec)
          if (!to || to.name === own) return
          // Its index, or its loaders of lazily loaded parts (`lazy.ts`, out of the first load).
          if (['', 'lazy'].includes(to.inner) && spec.startsWith('#features/'))
            return
          context.report({
            node: node.source,
            message: `Import the feature ${to.name} through its index, as '#features/${to.name}' (decision 027), not ${spec}.`,
          })
        }
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        }
      },
    },
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
  // Type-aware rules on the code of every workspace (each has a tsconfig the project service finds).
  {
    files: [
      'apps/*/src/**/*.{ts,tsx}',
      'apps/shop/server/**/*.ts',
      'apps/server/test/**/*.ts',
      'packages/*/src/**/*.{ts,tsx}',
    ],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      // An event handler may be async (a form's submit): React ignores what it returns.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // The router's `redirect()` and `notFound()` are thrown on purpose: that is its API.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            {
              from: 'package',
              package: '@tanstack/router-core',
              name: ['Redirect', 'NotFoundError'],
            },
          ],
        },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: {
      'import-x': importX,
      'file-names': fileNames,
      'shop-features': shopFeatures,
    },
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
      'file-names/kebab-case': 'error',
      'shop-features/public-api': 'error',
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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: APPS.filter((a) => a !== '@shop/commerce-backend'),
              message: 'Apps talk to each other over HTTP only.',
            },
            // A backend module is used through its index.ts alone (decision 026): `../orders`,
            // never `../orders/order-views`. The tables (`tables`, `content-tables`, `billing-tables`) are the one database's (db/schema
            // gathers them, foreign keys cross modules) and test-mail is the mail tests' helper.
            {
              regex: `^\\.{1,2}/(\\.\\./)*(modules/)?(${BACKEND_MODULES.join('|')})/(?!((content|billing)-)?tables$|test-mail$).+`,
              message:
                'A backend module is used only through its index.ts: import from the module folder (decision 026).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/test-*.ts',
      'apps/server/test/**',
      'e2e/**',
      'scripts/**',
      '**/*.config.*',
      'apps/commerce-backend/src/seed/**',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // Tests read raw HTTP and GraphQL answers and stand in for services: untyped JSON and async
  // doubles without an await are what they are made of.
  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/test-*.ts',
      'apps/server/test/**',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      // Tests throw and reject with what an API answers (plain objects), on purpose.
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
    },
  },
)
