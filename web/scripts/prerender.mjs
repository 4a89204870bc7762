#!/usr/bin/env node
// Pre-renders the landing page into dist/prerendered/index.html (run by `npm run build -w web` after
// the client and SSR builds). The API serves it for "/" with the route's metadata; other routes keep
// the empty shell (dist/index.html).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const ssrEntry = `${web}.ssr-build/entry-server.js`;
const PAGES = [{ path: '/', file: 'index.html' }];

const { render } = await import(pathToFileURL(ssrEntry).href);
const shell = await readFile(`${web}dist/index.html`, 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root"></div>');
await mkdir(`${web}dist/prerendered`, { recursive: true });
for (const page of PAGES) {
  const markup = await render(page.path);
  await writeFile(`${web}dist/prerendered/${page.file}`, shell.replace('<div id="root"></div>', `<div id="root">${markup}</div>`));
  console.log(`pre-rendered ${page.path} (${(markup.length / 1024).toFixed(1)} KB of HTML)`);
}
await rm(`${web}.ssr-build`, { recursive: true, force: true });
