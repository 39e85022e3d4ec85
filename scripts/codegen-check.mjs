// Fails when the committed generated code differs from what the schema and operations produce.
// Run from a workspace: `node ../../scripts/codegen-check.mjs <generated dir>`.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const generated = process.argv[2] ?? 'src/generated'
const workspace = process.env.npm_package_name ?? 'this workspace'
const backup = mkdtempSync(join(tmpdir(), 'codegen-'))
cpSync(generated, backup, { recursive: true })
const list = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath ?? e.path, e.name).slice(dir.length + 1))
    .sort()
try {
  // The workspace's own `codegen` script, as a developer would run it.
  execFileSync('npm', ['run', '--silent', 'codegen'], { stdio: 'inherit' })
  const before = list(backup)
  const after = list(generated)
  const drift = [...new Set([...before, ...after])].filter(
    (file) =>
      !before.includes(file) ||
      !after.includes(file) ||
      readFileSync(join(backup, file), 'utf8') !==
        readFileSync(join(generated, file), 'utf8'),
  )
  if (drift.length) {
    console.error(
      `Generated code is out of date (${drift.join(', ')}). Run \`npm run codegen -w ${workspace}\` and commit.`,
    )
    cpSync(backup, generated, { recursive: true })
    process.exit(1)
  }
  console.log('Generated code is up to date.')
} finally {
  rmSync(backup, { recursive: true, force: true })
}
