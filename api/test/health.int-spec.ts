import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../src/create-app';
import { DatabaseService } from '../src/database/database.service';

describe('GET /api/health (real PostgreSQL and Redis)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createApp();
    await app.init();
    await app.get(DatabaseService).whenReady();
  });

  afterAll(async () => {
    await app.close();
  });

  it('is 200 with both parts ok', async () => {
    const response = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
  });

  it('has applied the migrations: stores and build_logs exist with the spec’s defaults', async () => {
    const database = app.get(DatabaseService);
    const [store] = await database.dataSource.query(
      `INSERT INTO stores (name, url, category, theme_source) VALUES ('A', 'a.myshopify.com', 'Jewelry', 'github') RETURNING status, progress, current_step`,
    );
    expect(store).toEqual({ status: 'pending', progress: 0, current_step: 'store_creation' });
    await expect(
      database.dataSource.query(`INSERT INTO stores (name, url, category, theme_source) VALUES ('B', 'a.myshopify.com', 'Jewelry', 'github')`),
    ).rejects.toThrow(/uq_stores_url/);
  });

  it('sets an httpOnly owner cookie on the first API call', async () => {
    const response = await request(app.getHttpServer()).get('/api/health');
    expect(String(response.headers['set-cookie'])).toMatch(/ducan_owner=.*HttpOnly/);
  });

  it('answers bad JSON with a 400 and a message', async () => {
    const response = await request(app.getHttpServer()).post('/api/health').set('content-type', 'application/json').send('{bad');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The request body must be valid JSON.');
  });
});
