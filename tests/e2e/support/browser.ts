// The browser both Playwright configs launch (e2e and QA): Debian's Chromium where it exists (the
// CI image has no Playwright download), Playwright's own browser otherwise.
import { existsSync } from 'node:fs';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const launchOptions = existsSync(chromium)
  ? {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    }
  : {};
