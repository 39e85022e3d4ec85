// The publishable packages work outside the monorepo, as another team installs them: each is
// packed with `npm pack`, the tarballs are installed with only their dependencies and peers into a
// throw-away project in the OS temp dir, and scripts/packages-outside/consumer.tsx (which imports
// every code entry point) is typechecked there, with moduleResolution bundler and nodenext, and
// run with node against a started commerce backend.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { isBuiltin } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, isAbsolute, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { freePort, startProcess, waitForHttp } from './processes.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const consumerSource = join(root, 'scripts/packages-outside/consumer.tsx')
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))
const writeJson = (file, value) =>
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)

// npm run passes the monorepo's own package and prefix along; the consumer's npm must not see them,
// nor Node options that could change resolution.
const monorepoOnly =
  /^(npm_package_|npm_lifecycle_|npm_config_local_prefix$|INIT_CWD$|NODE_PATH$|NODE_OPTIONS$)/i
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !monorepoOnly.test(key)),
)

/** Runs a command and answers its output, which a failure shows in full. */
async function sh(command, args, { cwd = root, env = cleanEnv } = {}) {
  try {
    const options = { cwd, env, maxBuffer: 2 ** 26 }
    return (await promisify(execFile)(command, args, options)).stdout
  } catch (error) {
    const ran = [command, ...args].join(' ')
    throw new Error(
      `\`${ran}\` failed in ${cwd}:\n${error.stdout}${error.stderr}`,
    )
  }
}

// The packages other teams install: every package under packages/ that is not private.
const packages = readdirSync(join(root, 'packages'))
  .map((dir) => readJson(join(root, 'packages', dir, 'package.json')))
  .filter((pkg) => !pkg.private)

/** The specifiers of a package's code entry points: its exports whose target is JavaScript. */
const codeEntries = (pkg) =>
  Object.entries(pkg.exports ?? {})
    .filter(([, target]) =>
      /\.[cm]?js$/.test(typeof target === 'string' ? target : target.default),
    )
    .map(([key]) => (key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`))

/** Node looks for node_modules in every parent directory: the project must see none of them. */
function assertIsolated(project) {
  const fromRoot = relative(root, project)
  if (!fromRoot.startsWith('..') && !isAbsolute(fromRoot))
    throw new Error(`${project} is inside the repository.`)
  for (let dir = dirname(project); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules')))
      throw new Error(
        `${join(dir, 'node_modules')} would leak into the project in ${project}; remove it or set TMPDIR.`,
      )
    if (dirname(dir) === dir) return
  }
}

/** Packs every package and installs the tarballs, their peers and TypeScript into `project`. */
async function install(project) {
  const tarballs = join(project, 'tarballs')
  mkdirSync(tarballs)
  const packed = JSON.parse(
    await sh('npm', [
      'pack',
      '--json',
      '--pack-destination',
      tarballs,
      ...packages.flatMap((pkg) => ['--workspace', pkg.name]),
    ]),
  )
  const dependencies = {}
  for (const { name, filename } of packed)
    dependencies[name] = `file:tarballs/${filename}`
  // Every peer at a version that satisfies all the packages' ranges for it (a space intersects).
  const peers = {}
  for (const pkg of packages)
    for (const [name, range] of Object.entries(pkg.peerDependencies ?? {}))
      (peers[name] ??= new Set()).add(range)
  for (const [name, ranges] of Object.entries(peers))
    dependencies[name] = [...ranges].join(' ')
  // What a consumer types with; the monorepo's versions, so the npm cache usually has them.
  const { devDependencies: ours } = readJson(join(root, 'package.json'))
  const tooling = [
    'typescript',
    '@types/node',
    '@types/react',
    '@types/react-dom',
  ]
  const devDependencies = Object.fromEntries(tooling.map((n) => [n, ours[n]]))
  writeJson(join(project, 'package.json'), {
    name: 'shop-packages-consumer',
    private: true,
    type: 'module',
    dependencies,
    devDependencies,
  })
  await sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: project,
  })
  // Each @shop package comes from its tarball, never the registry (account depends on forms), and
  // nothing is a link (back into the repository).
  const { packages: locked } = readJson(join(project, 'package-lock.json'))
  for (const [path, entry] of Object.entries(locked)) {
    if (entry.link) throw new Error(`${path} is a link to ${entry.resolved}.`)
    if (
      path.includes('node_modules/@shop/') &&
      !entry.resolved?.startsWith('file:')
    )
      throw new Error(`${path} was not installed from its tarball.`)
  }
  for (const pkg of packages) {
    const undeclared = undeclaredImports(project, pkg)
    if (undeclared.length)
      throw new Error(
        `${pkg.name} imports what it does not declare as a dependency or peer: ${undeclared.join(', ')}`,
      )
  }
}

/**
 * The bare imports of a package's built files that it does not declare. All packages share the
 * one project, so an import of another package's peer would resolve there but fail for a team
 * that installs this package alone.
 */
function undeclaredImports(project, pkg) {
  const declared = new Set([
    pkg.name,
    ...Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }),
  ])
  const dir = join(project, 'node_modules', pkg.name)
  const found = new Set()
  for (const file of readdirSync(join(dir, 'dist'), { recursive: true })) {
    if (!/\.(js|d\.ts)$/.test(file)) continue
    const code = readFileSync(join(dir, 'dist', file), 'utf8').replace(
      /\/\*[\s\S]*?\*\//g, // doc comments show example imports
      '',
    )
    for (const [, specifier] of code.matchAll(
      /(?:from|import)\s*\(?\s*['"]([^'"./][^'"]*)['"]/g,
    )) {
      const name = specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/')
      if (!declared.has(name) && !isBuiltin(specifier))
        found.add(`${specifier} (dist/${file})`)
    }
  }
  return [...found]
}

/** Builds and starts the commerce backend on a free port with its data in `dataDir`. */
async function startBackend(dataDir) {
  await sh('node_modules/.bin/turbo', [
    'run',
    'build',
    '--filter=@shop/commerce-backend',
    '--output-logs=errors-only',
  ])
  const port = await freePort()
  const child = startProcess(
    'commerce-backend',
    'apps/commerce-backend/dist/index.js',
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      COMMERCE_SERVICE_SECRET: randomBytes(24).toString('hex'),
      ENCRYPTION_SECRET: randomBytes(32).toString('hex'),
    },
    { quiet: true },
  )
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForHttp(`${url}/healthz`, 60_000, child)
  } catch (error) {
    await stop(child)
    throw error
  }
  return { url, child }
}

function stop(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null)
      return resolve()
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })
}

/** Typechecks the consumer as a bundler app and as a Node app, then runs it. */
async function checkConsumer(project, backendUrl) {
  const source = readFileSync(consumerSource, 'utf8')
  const missing = packages
    .flatMap(codeEntries)
    .filter((specifier) => !source.includes(`from '${specifier}'`))
  if (missing.length)
    throw new Error(
      `scripts/packages-outside/consumer.tsx does not import ${missing.join(', ')}: add a use of each.`,
    )
  copyFileSync(consumerSource, join(project, 'consumer.tsx'))
  // skipLibCheck is off: the packages' .d.ts files are checked as a consumer's tsc reads them.
  const base = {
    strict: true,
    target: 'es2022',
    jsx: 'react-jsx',
    types: ['node'],
    skipLibCheck: false,
  }
  const configs = {
    // A browser app's bundler: TypeScript only checks.
    'tsconfig.bundler.json': {
      module: 'esnext',
      moduleResolution: 'bundler',
      lib: ['es2023', 'dom'],
      noEmit: true,
    },
    // A Node server without the DOM library: this one also emits the JavaScript that node runs.
    'tsconfig.json': {
      module: 'nodenext',
      moduleResolution: 'nodenext',
      lib: ['es2023'],
      outDir: 'out',
    },
  }
  const tsc = join(project, 'node_modules/typescript/bin/tsc')
  await Promise.all(
    Object.entries(configs).map(([file, options]) => {
      const compilerOptions = { ...base, ...options }
      writeJson(join(project, file), {
        compilerOptions,
        files: ['consumer.tsx'],
      })
      return sh('node', [tsc, '-p', file], { cwd: project })
    }),
  )
  // Every package and peer resolves inside the project's own node_modules at run time.
  const specifiers = JSON.stringify([
    ...packages.flatMap(codeEntries),
    ...Object.keys(readJson(join(project, 'package.json')).dependencies),
  ])
  const resolve = `for (const s of ${specifiers}) console.log(import.meta.resolve(s))`
  const inside = `${pathToFileURL(project).href}/node_modules/`
  const outside = (
    await sh('node', ['--input-type=module', '-e', resolve], { cwd: project })
  )
    .split('\n')
    .filter((url) => url && !url.startsWith(inside))
  if (outside.length)
    throw new Error(`resolved outside the project: ${outside.join(', ')}`)
  const output = await sh('node', ['out/consumer.js'], {
    cwd: project,
    env: { ...cleanEnv, COMMERCE_URL: backendUrl },
  })
  process.stdout.write(output)
  const silent = packages.filter((pkg) => !output.includes(`✓ ${pkg.name} `))
  if (silent.length)
    throw new Error(
      `consumer.tsx checks nothing of ${silent.map((pkg) => pkg.name).join(', ')}.`,
    )
}

const started = Date.now()
const temp = realpathSync(mkdtempSync(join(tmpdir(), 'shop-packages-')))
const project = join(temp, 'consumer')
// Ctrl-C: the backend gets the signal too; the temp dir is ours to remove.
process.once('SIGINT', () => {
  rmSync(temp, { recursive: true, force: true })
  process.exit(130)
})
let backend
try {
  mkdirSync(project)
  assertIsolated(project)
  // The backend builds and seeds while the packages are packed and installed.
  backend = startBackend(join(temp, 'backend-data'))
  const [{ url }] = await Promise.all([backend, install(project)])
  await checkConsumer(project, url)
  console.log(
    `✓ ${packages.length} packages packed, installed and used outside the monorepo in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
} catch (error) {
  process.exitCode = 1
  console.error(
    `✗ the packages do not work outside the monorepo: ${error instanceof Error ? error.message : error}`,
  )
} finally {
  await stop((await backend?.catch(() => undefined))?.child)
  rmSync(temp, { recursive: true, force: true })
}
