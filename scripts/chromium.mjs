// Debian's Chromium, headless, as every browser test and benchmark of the repository starts it.

/** Where Chromium is: `CHROME_PATH`, or Debian's package. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'

/** The flags that let it run headless on these machines without network chatter. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
