// `npm run bench:lighthouse`: only the Lighthouse part of the benchmark, printed as Markdown.
import {
  lighthousePages,
  lighthouseScores,
  lighthouseTable,
} from './lighthouse.mjs'
import { fillCart, signInCookie } from './sign-in.mjs'
import { startBenchStack } from './stack.mjs'

const stack = await startBenchStack('lighthouse')
try {
  const cookie = await signInCookie(stack.apiUrl)
  await fillCart(stack.apiUrl, cookie)
  const results = await lighthouseScores(stack.shopUrl, lighthousePages(cookie))
  console.log(lighthouseTable(results).join('\n'))
} finally {
  await stack.stop()
}
