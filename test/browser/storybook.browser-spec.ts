/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Functions passed to page.evaluate run in the browser and use its globals.
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express from 'express';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';

const STATIC_DIR = join(__dirname, '..', '..', 'web', 'storybook-static');

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

/** Every story of the static Storybook build renders in Chromium without an error. */
describe('Storybook stories', () => {
  let server: Server;
  let origin: string;
  let browser: Browser;
  let stories: IndexEntry[];

  beforeAll(async () => {
    if (!existsSync(join(STATIC_DIR, 'index.json'))) throw new Error('web/storybook-static is missing: run `npm run build-storybook -w web` (npm test does)');
    const index = JSON.parse(readFileSync(join(STATIC_DIR, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
    stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
    const app = express();
    app.use(express.static(STATIC_DIR));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('has stories for every UI kit component', () => {
    const components = new Set(stories.map((story) => story.title));
    for (const name of ['Button', 'Input', 'Textarea', 'Select', 'Checkbox', 'Switch', 'RadioGroup', 'Dialog', 'Sheet', 'Accordion', 'Tabs', 'Toast', 'Tooltip', 'Progress', 'Badge', 'Card', 'Skeleton', 'Carousel']) {
      expect(components).toContain(`UI/${name}`);
    }
  });

  it('renders each story without errors', async () => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    const failures: string[] = [];
    let pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    for (const story of stories) {
      pageErrors = [];
      await page.goto(`${origin}/iframe.html?id=${story.id}&viewMode=story`);
      const handle = await page.waitForFunction(() => {
        const classes = document.body.classList;
        if (classes.contains('sb-show-errordisplay')) return 'error';
        if (classes.contains('sb-show-nopreview')) return 'missing';
        if (classes.contains('sb-show-main') && document.querySelector('#storybook-root')?.childElementCount) return 'ok';
        return false;
      });
      const state = await handle.jsonValue();
      if (state !== 'ok' || pageErrors.length) failures.push(`${story.id}: ${state} ${pageErrors.join('; ')}`);
    }
    expect(failures).toEqual([]);
    expect(stories.length).toBeGreaterThanOrEqual(18);
  });
});
