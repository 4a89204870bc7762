import request from 'supertest';
import { unzipSync, strFromU8 } from 'fflate';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CATEGORY_NAMES, sampleCatalog, THEME_SUGGESTIONS } from '@ducan/catalog';
import { THEME_ZIP_PATH } from '@ducan/theme';
import { createApp } from '../src/create-app';

const REQUIRED_THEME_FILES = [
  'layout/theme.liquid',
  'layout/password.liquid',
  ...['index', 'product', 'collection', 'list-collections', 'page', 'page.contact', 'cart', 'search', '404', 'blog', 'article', 'password'].map(
    (name) => `templates/${name}.json`,
  ),
  ...['header', 'footer', 'hero', 'featured-collection', 'product-grid', 'rich-text', 'newsletter', 'testimonials'].map((name) => `sections/${name}.liquid`),
  'templates/gift_card.liquid',
  'snippets/product-card.liquid',
  'snippets/structured-data.liquid',
  'config/settings_schema.json',
  'config/settings_data.json',
  'locales/en.default.json',
  'locales/sr.json',
  'assets/bootstrap.min.css',
  'assets/bootstrap.bundle.min.js',
];

const binary = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('storefront assets served by the API', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createApp();
    await app.init();
  });

  afterAll(async () => {
    await app.close();
  });

  it('serves the theme zip for themeCreate, with every required file of Dućan Bootstrap 5.0.0', async () => {
    const response = await request(app.getHttpServer()).get(THEME_ZIP_PATH).buffer(true).parse(binary).expect(200);
    expect(THEME_ZIP_PATH).toBe('/api/assets/theme/ducan-bootstrap-5.0.0.zip');
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toContain('immutable');
    const files = unzipSync(new Uint8Array(response.body as Buffer));
    for (const file of REQUIRED_THEME_FILES) expect(Object.keys(files)).toContain(file);
    const [info] = JSON.parse(strFromU8(files['config/settings_schema.json']));
    expect(info).toMatchObject({ theme_name: 'Dućan Bootstrap', theme_version: '5.0.0' });
  });

  it('answers a repeated download with 304 when the ETag matches', async () => {
    const first = await request(app.getHttpServer()).get(THEME_ZIP_PATH).expect(200);
    await request(app.getHttpServer()).get(THEME_ZIP_PATH).set('If-None-Match', first.headers.etag).expect(304);
  });

  it('serves every sample product image of every category: each URL answers HEAD, and one per category renders as a cacheable PNG', async () => {
    const server = app.getHttpServer();
    for (const category of CATEGORY_NAMES) {
      const paths = sampleCatalog(category).products.map((product) => product.images[0].path);
      const heads = await Promise.all(paths.map((path) => request(server).head(path)));
      expect(heads.map((response, index) => `${paths[index]} ${response.status} ${response.headers['content-type']}`)).toEqual(
        paths.map((path) => `${path} 200 image/png`),
      );
      const response = await request(server).get(paths[paths.length - 1]).buffer(true).parse(binary).expect(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.etag).toBeTruthy();
      expect((response.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
    }
  }, 60_000);

  it('serves the brand kit’s theme previews', async () => {
    for (const suggestion of THEME_SUGGESTIONS) {
      const response = await request(app.getHttpServer()).get(suggestion.previewImage).expect(200);
      expect(response.headers['content-type']).toBe('image/png');
    }
  });

  it('shows Dućan Bootstrap in the store’s colours for the wizard, and refuses colours that are not hex', async () => {
    const response = await request(app.getHttpServer()).get('/api/assets/theme/ducan-bootstrap-5.0.0-preview.png?primary=%237a2638&accent=%23c9a227').expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    await request(app.getHttpServer()).get('/api/assets/theme/ducan-bootstrap-5.0.0-preview.png').expect(200);
    const bad = await request(app.getHttpServer()).get('/api/assets/theme/ducan-bootstrap-5.0.0-preview.png?primary=red').expect(400);
    expect(bad.body.message).toMatch(/#1a73e8/);
  });

  it('answers unknown images with a 404 and a message', async () => {
    const response = await request(app.getHttpServer()).get('/api/assets/products/jewelry/no-such-ring.png').expect(404);
    expect(response.body.message).toMatch(/no sample product image jewelry\/no-such-ring\.png/);
    await request(app.getHttpServer()).get('/api/assets/products/jewelry/tennis-bracelet.jpg').expect(404);
    await request(app.getHttpServer()).get('/api/assets/theme-previews/nope.png').expect(404);
  });
});
