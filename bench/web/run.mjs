#!/usr/bin/env node
// bench/web: what the landing page costs a first-time visitor on a phone.
//  1. JS and CSS requested before first contentful paint, with their gzip sizes (target ≤ 150 KB JS).
//  2. A Lighthouse mobile performance score (simulated slow 4G, Moto G class CPU) — target ≥ 95.
// Uses the built app (run `npm run build` first), served by the API's own SPA middleware, and
// Debian's Chromium (/usr/bin/chromium). Run: npm run bench:web
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
require('reflect-metadata'); // the contracts' DTOs need it when api/dist/spa loads them
const express = require('express');
const { mountSpa } = require(join(root, 'api/dist/spa/spa.js'));
const { chromium } = require('playwright-core');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const webDist = join(root, 'web', 'dist');

const app = express();
mountSpa(app, { webDist, publicUrl: 'https://ducan.rs' });
const server = await new Promise((resolve) => {
  const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
});
const origin = `http://127.0.0.1:${server.address().port}`;

try {
  // 1. Resources that started before first contentful paint.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const resources = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
    return {
      fcp,
      files: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= fcp && /\.(js|css)$/.test(new URL(entry.name).pathname))
        .map((entry) => new URL(entry.name).pathname),
    };
  });
  await browser.close();

  const rows = resources.files.map((path) => {
    const source = readFileSync(join(webDist, path));
    return { path, kind: path.endsWith('.css') ? 'css' : 'js', raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
  });
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const total = (kind) => rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.gzip, 0);
  console.log('Landing page (/), resources requested before first contentful paint:');
  for (const row of rows) console.log(`  ${row.kind.padEnd(3)} ${row.path.padEnd(44)} ${kb(row.raw).padStart(7)} KB raw  ${kb(row.gzip).padStart(6)} KB gzip`);
  console.log(`JS before first paint:  ${kb(total('js'))} KB gzip (target ≤ 150 KB)`);
  console.log(`CSS before first paint: ${kb(total('css'))} KB gzip`);

  // 2. Lighthouse, mobile preset (its default), performance only; the median of RUNS runs, because
  // one run on a shared 2-core machine varies by ±10 points.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs = Number(process.env.RUNS ?? 3);
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    try {
      const { lhr } = await lighthouse(`${origin}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      results.push(lhr);
    } finally {
      await chrome.kill();
    }
  }
  results.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const median = results[Math.floor(results.length / 2)];
  const scores = results.map((lhr) => Math.round(lhr.categories.performance.score * 100));
  console.log(`Lighthouse mobile performance: ${Math.round(median.categories.performance.score * 100)} median of ${runs} runs [${scores.join(', ')}] (target ≥ 95)`);
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
    console.log(`  ${median.audits[id].title}: ${median.audits[id].displayValue}`);
  }
  if (process.env.BENCH_DEBUG) {
    for (const id of ['long-tasks', 'bootup-time', 'mainthread-work-breakdown']) {
      console.log(id, JSON.stringify(median.audits[id].details?.items?.slice(0, 12)));
    }
  }
} finally {
  server.close();
}
