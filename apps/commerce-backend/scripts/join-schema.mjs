// Writes the commerce endpoint's one SDL, packages/commerce-client/schema/commerce.graphql, from
// the parts the backend's modules own: the shared root types and scalars first, then each module's
// schema.graphql in a fixed order (the order of the published file; decision 026). Run by
// `npm run codegen -w @shop/commerce-backend`; `npm run codegen:check` fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs'

const PARTS = [
  'src/graphql/schema.graphql',
  ...[
    'catalogue',
    'customers',
    'companies',
    'carts',
    'orders',
    'lists',
    'standing-orders',
    'recalls',
    'mail',
    'tax',
    'prices',
  ].map((module) => `src/modules/${module}/schema.graphql`),
]
const app = new URL('../', import.meta.url)
const target = new URL(
  '../../packages/commerce-client/schema/commerce.graphql',
  app,
)

const header = `# DO NOT EDIT: generated from the commerce backend's schema parts by
# apps/commerce-backend/scripts/join-schema.mjs (npm run codegen -w @shop/commerce-backend).
# Edit apps/commerce-backend/src/graphql/schema.graphql or src/modules/<domain>/schema.graphql.
`
const body = PARTS.map(
  (part) =>
    `\n# ${part}\n\n${readFileSync(new URL(part, app), 'utf8').trim()}\n`,
).join('')
writeFileSync(target, header + body)
