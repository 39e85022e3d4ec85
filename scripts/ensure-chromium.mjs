// Browser tests need Chromium. Find it (CHROME_PATH, else /usr/bin/chromium); on Debian as root,
// install Debian's package; otherwise stop with the one command to run.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const path = process.env.CHROME_PATH || '/usr/bin/chromium'
if (existsSync(path)) process.exit(0)

const isRoot = process.getuid?.() === 0
const hasApt = existsSync('/usr/bin/apt-get')
if (isRoot && hasApt && !process.env.CHROME_PATH) {
  console.log('Chromium is missing; installing Debian’s chromium package…')
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    {
      stdio: 'inherit',
    },
  )
  if (existsSync(path)) process.exit(0)
}
console.error(
  `Chromium was not found at ${path}. Install it with:\n\n  sudo apt-get install -y chromium\n\n` +
    'or set CHROME_PATH to a Chromium or Chrome binary.',
)
process.exit(1)
