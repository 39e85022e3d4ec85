// Fails when the committed generated code differs from what the schema and operations produce.
// Run from a workspace: `node ../../scripts/codegen-check.mjs <generated dir or file>...`.
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const generated =
  process.argv.length > 2 ? process.argv.slice(2) : ['src/generated']
const workspace = process.env.npm_package_name ?? 'this workspace'
const backup = mkdtempSync(join(tmpdir(), 'codegen-'))
// Each checked path's copy sits in its own numbered folder of the backup.
const copies = generated.map((path, i) => join(backup, String(i)))
generated.forEach((path, i) => cpSync(path, copies[i], { recursive: true }))
const list = (path) =>
  statSync(path).isFile()
    ? ['']
    : readdirSync(path, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath ?? e.path, e.name).slice(path.length + 1))
        .sort()
try {
  // The workspace's own `codegen` script, as a developer would run it.
  execFileSync('npm', ['run', '--silent', 'codegen'], { stdio: 'inherit' })
  const drift = generated.flatMap((path, i) => {
    const before = list(copies[i])
    const after = list(path)
    return [...new Set([...before, ...after])]
      .filter(
        (file) =>
          !before.includes(file) ||
          !after.includes(file) ||
          readFileSync(join(copies[i], file), 'utf8') !==
            readFileSync(join(path, file), 'utf8'),
      )
      .map((file) => join(path, file))
  })
  if (drift.length) {
    console.error(
      `Generated code is out of date (${drift.join(', ')}). Run \`npm run codegen -w ${workspace}\` and commit.`,
    )
    generated.forEach((path, i) => cpSync(copies[i], path, { recursive: true }))
    process.exit(1)
  }
  console.log('Generated code is up to date.')
} finally {
  rmSync(backup, { recursive: true, force: true })
}
