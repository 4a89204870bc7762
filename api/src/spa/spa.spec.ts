import 'reflect-metadata';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { injectHeadTags, mountSpa } from './spa';

const INDEX = '<!doctype html><html><head><meta charset="UTF-8" /><title>Default</title><meta name="description" content="default" /></head><body></body></html>';

function builtWebApp(): string {
  const dist = mkdtempSync(join(tmpdir(), 'spa-spec-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, 'prerendered'));
  writeFileSync(join(dist, 'prerendered', 'index.html'), INDEX.replace('<body></body>', '<body><div id="root"><main>Landing</main></div></body>'));
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
  writeFileSync(join(dist, 'assets', 'app.js.gz'), gzipSync('console.log("app")'));
  return dist;
}

function app() {
  const server = express();
  mountSpa(server, { webDist: builtWebApp(), publicUrl: 'https://ducan.rs' });
  return server;
}

describe('SPA serving with route metadata', () => {
  it('replaces the default title and description with the route’s own tags', () => {
    const html = injectHeadTags(INDEX, '/contact', 'https://ducan.rs');
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html).toContain('<title data-page-meta>Kontakt — Dućan</title>');
    expect(html).not.toContain('content="default"');
    expect(html).toContain('<link rel="canonical" href="https://ducan.rs/contact" data-page-meta>');
  });

  it('serves each known route with its metadata and 200, the landing page with JSON-LD', async () => {
    const server = app();
    const landing = await request(server).get('/').expect(200);
    expect(landing.text).toContain('"@type":"FAQPage"');
    const masterclass = await request(server).get('/dropshipping-masterclass/').expect(200);
    expect(masterclass.text).toContain('<meta property="og:url" content="https://ducan.rs/dropshipping-masterclass" data-page-meta>');
    expect(masterclass.text).not.toContain('application/ld+json');
  });

  it('serves the pre-rendered landing markup for "/" only', async () => {
    const server = app();
    expect((await request(server).get('/').expect(200)).text).toContain('<main>Landing</main>');
    expect((await request(server).get('/contact').expect(200)).text).not.toContain('<main>Landing</main>');
  });

  it('never serves the HTML templates as static files', async () => {
    const server = app();
    await request(server).get('/prerendered/index.html').expect(404);
    await request(server).get('/index.html').expect(404);
  });

  it('answers unknown paths with 404 and noindex,nofollow', async () => {
    const response = await request(app()).get('/nope').expect(404);
    expect(response.text).toContain('<meta name="robots" content="noindex,nofollow" data-page-meta>');
  });

  it('escapes text so metadata cannot break out of the attribute or the JSON-LD script', () => {
    const html = injectHeadTags(INDEX, '/', 'https://ducan.rs"><script>alert(1)</script>');
    expect(html).not.toContain('"><script>alert(1)');
    expect(html).toContain('https://ducan.rs&quot;&gt;&lt;script&gt;');
  });

  it('serves precompressed assets to clients that accept them, and the plain file otherwise', async () => {
    const server = app();
    const compressed = await request(server).get('/assets/app.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.text).toBe('console.log("app")');
    const plain = await request(server).get('/assets/app.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
