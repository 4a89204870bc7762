#!/usr/bin/env node
// Renders web/public/og-image.jpg (1200×630, the default social preview) with Debian's Chromium.
// Re-run after changing the copy: node web/scripts/render-og-image.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = fileURLToPath(new URL('../public/og-image.jpg', import.meta.url));
const mark = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;font-family:'DejaVu Sans',sans-serif;
  background:linear-gradient(135deg,#0b1f17 0%,#0a4a37 100%);color:#fff;display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:20px;font-size:44px;font-weight:800"><div style="width:72px;height:72px">${mark}</div>Dućan</div>
  <div>
    <div style="font-size:64px;font-weight:800;line-height:1.1;max-width:980px">Profesionalna Shopify prodavnica za <span style="color:#15CF92">manje od 10 minuta</span></div>
    <div style="margin-top:24px;font-size:28px;color:#c9f5e4">Brend kit, tema, proizvodi i stranice — za dropshipping početnike u Srbiji i regionu.</div>
  </div>
  <div style="display:flex;gap:40px;font-size:26px;color:#94ebcb"><span>500+ prodavnica</span><span>98% zadovoljnih</span><span>Podrška 24/7</span></div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: out, type: 'jpeg', quality: 85 });
await browser.close();
console.log(`wrote ${out}`);
