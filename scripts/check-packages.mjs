// Every package under packages/ must be publishable: publint and "are the types wrong" both pass.
import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { build } from 'esbuild'

const dirs = readdirSync('packages', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `packages/${entry.name}`)

let failed = false
for (const dir of dirs) {
  // Stylesheets have no types to check.
  const { exports = {} } = JSON.parse(
    readFileSync(`${dir}/package.json`, 'utf8'),
  )
  const css = Object.keys(exports).filter((entry) => entry.endsWith('.css'))
  const exclude = css.length ? ['--exclude-entrypoints', ...css] : []
  for (const [tool, args] of [
    ['publint', ['publint', dir, '--strict']],
    [
      'attw',
      [
        'attw',
        '--pack',
        dir,
        '--profile',
        'esm-only',
        '--format',
        'table-flipped',
        ...exclude,
      ],
    ],
  ]) {
    try {
      execFileSync(`node_modules/.bin/${args[0]}`, args.slice(1), {
        stdio: 'pipe',
      })
      console.log(`✓ ${tool} ${dir}`)
    } catch (error) {
      failed = true
      console.error(`✗ ${tool} ${dir}\n${error.stdout}${error.stderr}`)
    }
  }
}
// Importing one component of the design system must not pull in the others.
const shaken = await build({
  stdin: {
    contents: "import { Button } from '@shop/ui'; console.log(Button)",
    resolveDir: process.cwd(),
  },
  bundle: true,
  minify: true,
  write: false,
  format: 'esm',
  platform: 'browser',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  logLevel: 'silent',
})
const bundled = shaken.outputFiles[0].text
const pulledIn = ['ui-modal', 'ui-tabs', 'ui-menu', 'ui-product-card'].filter(
  (name) => bundled.includes(name),
)
if (pulledIn.length || bundled.length > 2048) {
  failed = true
  console.error(
    `✗ tree-shaking @shop/ui: importing Button bundles ${bundled.length} bytes${pulledIn.length ? `, including ${pulledIn.join(', ')}` : ''}`,
  )
} else
  console.log(
    `✓ tree-shaking @shop/ui: importing Button bundles ${bundled.length} bytes`,
  )
process.exit(failed ? 1 : 0)
