import { existsSync } from 'node:fs';

/** The Debian chromium of this machine; Playwright's own browsers are never downloaded. */
export const chromiumPath = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const hasChromium = () => existsSync(chromiumPath);

export const missingChromiumMessage = `Chromium was not found at ${chromiumPath}. The e2e suite runs on the system browser: install it with \`apt-get install -y chromium\` (do not run \`npx playwright install\`).`;
