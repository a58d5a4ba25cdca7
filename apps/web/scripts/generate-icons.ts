/**
 * Writes the installable app's PNG icons (public/icons/) from public/favicon.svg, rendered by the
 * system Chromium through Playwright (already the e2e suite's tool, so no image library is added).
 * Run once after the logo changes, then commit the PNGs: `npx tsx apps/web/scripts/generate-icons.ts`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const logo = readFileSync(join(web, 'public/favicon.svg'), 'utf8');
/** The logo's own green (public/favicon.svg), the maskable icon's background. */
const logoGreen = /fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? '#2f9e44';
const glyph = /<path[^>]*\/>/.exec(logo)?.[0];
if (!glyph) throw new Error('public/favicon.svg has no <path>');

/**
 * A maskable icon is cut to any shape inside its square: the background fills the square and the
 * mark stays inside the centre circle of 80 % of its width (the safe zone), here at 75 % of its size.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${logoGreen}"/><g transform="translate(16 16) scale(0.75) translate(-16 -16)">${glyph}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  // iOS takes the home-screen icon from <link rel="apple-touch-icon"> and rounds it itself
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`,
    );
    await page.screenshot({ path: join(web, 'public/icons', icon.file), omitBackground: true });
    await page.close();
    console.log(`public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
