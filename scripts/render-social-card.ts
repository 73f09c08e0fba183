/**
 * Renders static/img/social-card.svg (the source) to social-card.png, the
 * format social networks accept. Run after editing the SVG:
 * `npx tsx scripts/render-social-card.ts`.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';

const IMAGE_DIR = path.resolve(__dirname, '../static/img');
const svg = readFileSync(path.join(IMAGE_DIR, 'social-card.svg'), 'utf8');

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  await page.setContent(`<body style="margin:0">${svg}</body>`);
  await page.screenshot({path: path.join(IMAGE_DIR, 'social-card.png')});
  await browser.close();
  console.log('wrote static/img/social-card.png');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
