// Every package under packages/ must be publishable: publint and "are the types wrong" both pass.
import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'

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
process.exit(failed ? 1 : 0)
