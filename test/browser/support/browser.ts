/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser and use its globals.
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium with the flags that keep it off the network (toolchain.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const WIDTHS = [1280, 375] as const;

export function baseUrl(): string {
  const url = process.env.BROWSER_BASE_URL;
  if (!url) throw new Error('BROWSER_BASE_URL is not set: the browser global setup did not run');
  return url;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A fresh page at the given width that fails the test on any uncaught page error. */
export async function openPage(browser: Browser, path: string, width: number): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.once('close', () => void context.close().catch(() => undefined));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
  // The landing page is pre-rendered: wait until React has hydrated it before interacting.
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  await page.locator('main').first().waitFor();
  return { page, errors };
}

/** axe-core violations of impact serious or critical, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/** How many of the carousel's slides are fully inside its viewport. */
export async function slidesInView(page: Page, carouselTestId: string): Promise<number> {
  return page.getByTestId(carouselTestId).evaluate((carousel) => {
    const viewport = carousel.querySelector('[data-carousel-viewport]') as HTMLElement;
    const box = viewport.getBoundingClientRect();
    return [...carousel.querySelectorAll('[data-carousel-item]')].filter((slide) => {
      const rect = ((slide as HTMLElement).firstElementChild as HTMLElement).getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1;
    }).length;
  });
}
