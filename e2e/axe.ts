import { createRequire } from 'node:module'
import type * as Axe from 'axe-core'
import type { Page } from 'playwright-core'

// axe-core (WCAG 2.1 AA rules) run on a page of a test. The page's browser context needs
// `bypassCSP: true`: axe is injected as a script of the test's own, which the shop's policy refuses.
const axeSource = createRequire(import.meta.url)('axe-core').source as string

/** What axe finds wrong on the page: rule, impact and the first element, one line each. */
export async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof Axe }).axe
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
      },
    })
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(' ')}`,
    )
  })
}
