import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

// The house's import boundaries are lint rules; these cases prove a wrong import fails `npm test`.
const root = fileURLToPath(new URL('../..', import.meta.url))
// The files linted here do not exist, so no tsconfig has them: the rules that need types are off.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: tseslint.configs.disableTypeChecked,
})

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, {
    filePath: `${root}/${filePath}`,
  })
  return (result?.messages ?? [])
    .filter(
      (m) =>
        m.ruleId === 'no-restricted-imports' ||
        m.ruleId === 'import-x/no-restricted-paths' ||
        m.ruleId === 'shop-features/public-api',
    )
    .map((m) => m.message)
}

// The first lint loads ESLint's whole configuration: seconds on a busy 2-core machine.
describe('import boundaries', { timeout: 30_000 }, () => {
  it('refuses data, router and i18n libraries in packages/ui', async () => {
    expect(
      await problems(
        'packages/ui/src/x.ts',
        "import { useQuery } from '@tanstack/react-query'\nexport const a = useQuery\n",
      ),
    ).toHaveLength(1)
    expect(
      await problems(
        'packages/ui/src/x.ts',
        "import { useT } from '@shop/i18n/react'\nexport const a = useT\n",
      ),
    ).toHaveLength(1)
  })

  it('refuses a package importing an app', async () => {
    expect(
      await problems(
        'packages/forms/src/x.ts',
        "import { createApp } from '../../../apps/server/src/app'\nexport const a = createApp\n",
      ),
    ).not.toHaveLength(0)
  })

  it('refuses React in the Node root of pure packages but allows it under ./react', async () => {
    expect(
      await problems(
        'packages/checkout/src/x.ts',
        "import { useState } from 'react'\nexport const a = useState\n",
      ),
    ).toHaveLength(1)
    expect(
      await problems(
        'packages/forms/src/react/x.ts',
        "import { useState } from 'react'\nexport const a = useState\n",
      ),
    ).toHaveLength(0)
  })

  it('refuses apps importing each other and leaves importing other packages', async () => {
    expect(
      await problems(
        'apps/shop/src/x.ts',
        "import { createApp } from '../../server/src/app'\nexport const a = createApp\n",
      ),
    ).not.toHaveLength(0)
    expect(
      await problems(
        'packages/i18n/src/x.ts',
        "import { list } from '@shop/forms'\nexport const a = list\n",
      ),
    ).toHaveLength(1)
  })

  it('lets a backend module use another only through its index.ts', async () => {
    const backend = 'apps/commerce-backend/src'
    // A module's internals, from another module and from the shared GraphQL code: refused.
    expect(
      await problems(
        `${backend}/modules/carts/x.ts`,
        "import { viewOrder } from '../orders/order-views'\nexport const a = viewOrder\n",
      ),
    ).toHaveLength(1)
    expect(
      await problems(
        `${backend}/graphql/x.ts`,
        "import { StandingOrderService } from '../modules/standing-orders/standing-orders'\nexport const a = StandingOrderService\n",
      ),
    ).toHaveLength(1)
    // Its index, its own files, the shared tables and infrastructure: allowed.
    expect(
      await problems(
        `${backend}/modules/carts/x.ts`,
        [
          "import { viewOrder } from '../orders'",
          "import { carriers } from '../orders/tables'",
          "import { currentCart } from './order-shared'",
          "import { written } from '../../db/client'",
          'export const a = [viewOrder, carriers, currentCart, written]',
        ].join('\n') + '\n',
      ),
    ).toHaveLength(0)
    expect(
      await problems(
        `${backend}/app.ts`,
        "import { MailWorker } from './modules/mail'\nexport const a = MailWorker\n",
      ),
    ).toHaveLength(0)
  })
})

describe('shop features', { timeout: 30_000 }, () => {
  const shop = 'apps/shop/src'

  it('meet only at their index: another feature’s file is refused, its index is not', async () => {
    expect(
      await problems(
        `${shop}/features/cart/x.ts`,
        "import { ProductCards } from '#features/catalogue/product-card'\nexport const a = ProductCards\n",
      ),
    ).toEqual([expect.stringContaining("'#features/catalogue'")])
    expect(
      await problems(
        `${shop}/features/cart/x.ts`,
        "import { ProductCards } from '../catalogue/product-card'\nexport const a = ProductCards\n",
      ),
    ).toHaveLength(1)
    expect(
      await problems(
        `${shop}/features/cart/x.ts`,
        "import { ProductCards } from '#features/catalogue'\nimport { CartLines } from './cart-lines'\nexport const a = [ProductCards, CartLines]\n",
      ),
    ).toHaveLength(0)
  })

  it('are imported by routes and shared code through their index, lazily too', async () => {
    expect(
      await problems(
        `${shop}/routes/en/_layout/shop/x.tsx`,
        "import { OrderReview } from '../../../../features/checkout/order-review'\nexport const a = OrderReview\n",
      ),
    ).toHaveLength(1)
    expect(
      await problems(
        `${shop}/lib/x.ts`,
        "export const load = () => import('#features/checkout/pay-unpaid-order')\n",
      ),
    ).toHaveLength(1)
    expect(
      await problems(
        `${shop}/routes/en/_layout/shop/x.tsx`,
        "import { loadPayUnpaidOrder } from '#features/checkout/lazy'\nexport const a = loadPayUnpaidOrder\n",
      ),
    ).toHaveLength(0)
  })
})

describe('file names', () => {
  const named = async (filePath: string) => {
    const [result] = await eslint.lintText('export const a = 1\n', {
      filePath: `${root}/${filePath}`,
    })
    return (result?.messages ?? []).filter(
      (m) => m.ruleId === 'file-names/kebab-case',
    )
  }

  it('are kebab-case, and route files may use the router’s $, _ and .', async () => {
    expect(await named('packages/forms/src/OrderSummary.ts')).toHaveLength(1)
    expect(await named('packages/forms/src/order_summary.ts')).toHaveLength(1)
    expect(
      await named('packages/forms/src/order-summary.test.ts'),
    ).toHaveLength(0)
    expect(
      await named('apps/shop/src/routes/en/_layout/shop/orders_.$token.tsx'),
    ).toHaveLength(0)
  })
})
