import { once } from 'node:events';
import cookieParser from 'cookie-parser';
import request from 'supertest';
import { Module, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { APP_CONFIG, loadConfig, type AppConfig } from '@ducan/config';
import { AdminAuthModule } from '../src/admin-auth/admin-auth.module';
import type { AdminSessionPolicy } from '../src/admin-auth/admin-session.policy';
import { HttpExceptionFilter } from '../src/common/http-exception.filter';
import { createValidationPipe } from '../src/common/validation.pipe';
import { RedisModule } from '../src/redis/redis.module';
import { RedisService } from '../src/redis/redis.service';
import { startApi, visitorIp } from './support/public-site';
import { waitFor } from './support/wait-for';

const PASSWORD = 'correct horse battery staple';
const SESSION_COOKIE = /^ducan_admin=([A-Za-z0-9_-]{43});/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function adminCookie(response: request.Response, name = 'ducan_admin'): string {
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie in the response`);
  return cookie;
}

/** `name=value` of a Set-Cookie line, to replay it by hand (a Secure cookie is never sent over plain HTTP by an agent). */
const cookiePair = (setCookie: string) => setCookie.split(';')[0];

describe('admin session through the whole API (real Redis and PostgreSQL)', () => {
  const savedPassword = process.env.ADMIN_PASSWORD;
  let app: NestExpressApplication;

  beforeAll(async () => {
    process.env.ADMIN_PASSWORD = PASSWORD;
    app = await startApi();
  });

  afterAll(async () => {
    await app.close();
    process.env.ADMIN_PASSWORD = savedPassword;
  });

  const login = (agent: ReturnType<typeof request.agent> | ReturnType<typeof request>, password: string, ip = visitorIp()) =>
    agent.post('/api/admin/login').set('X-Forwarded-For', ip).send({ password });

  const isSignedIn = async (agent: ReturnType<typeof request.agent>) => (await agent.get('/api/admin/session').expect(200)).body.authenticated;

  it('signs in with the right password: 200, the welcome message and an httpOnly, SameSite=Strict session cookie', async () => {
    const agent = request.agent(app.getHttpServer());
    const response = await login(agent, PASSWORD).expect(200);
    expect(response.body).toEqual({ authenticated: true, message: 'Welcome to Admin Panel' });
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = adminCookie(response);
    expect(cookie).toMatch(SESSION_COOKIE);
    expect(cookie).toMatch(/; Max-Age=172800; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
    expect(cookie).not.toMatch(/Secure/);
    expect(JSON.stringify(response.body)).not.toContain(PASSWORD);
    expect(await isSignedIn(agent)).toBe(true);
  });

  it('refuses a wrong password with 401 "Invalid password" and no session', async () => {
    const agent = request.agent(app.getHttpServer());
    const response = await login(agent, 'not the password').expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Invalid password' });
    expect(String(response.headers['set-cookie'])).not.toContain('ducan_admin=');
    expect(await isSignedIn(agent)).toBe(false);
  });

  it('answers an empty password with 400 and a sentence', async () => {
    const response = await login(request(app.getHttpServer()), '').expect(400);
    expect(response.body.message).toBe('Password is required');
  });

  it('reports no session without a cookie or with a made-up one', async () => {
    await request(app.getHttpServer()).get('/api/admin/session').expect(200, { authenticated: false });
    await request(app.getHttpServer())
      .get('/api/admin/session')
      .set('Cookie', `ducan_admin=${'A'.repeat(43)}`)
      .expect(200, { authenticated: false });
  });

  it('logout ends the session on the server: the old cookie no longer works', async () => {
    const agent = request.agent(app.getHttpServer());
    const oldCookie = cookiePair(adminCookie(await login(agent, PASSWORD).expect(200)));
    const response = await agent.post('/api/admin/logout').expect(200);
    expect(response.body).toEqual({ authenticated: false, message: 'Admin session ended' });
    expect(adminCookie(response)).toMatch(/^ducan_admin=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$/);
    await request(app.getHttpServer()).get('/api/admin/session').set('Cookie', oldCookie).expect(200, { authenticated: false });
  });

  it('renews the session id at login: the previous session ends', async () => {
    const agent = request.agent(app.getHttpServer());
    const first = cookiePair(adminCookie(await login(agent, PASSWORD).expect(200)));
    const second = cookiePair(adminCookie(await login(agent, PASSWORD).expect(200)));
    expect(second).not.toBe(first);
    await request(app.getHttpServer()).get('/api/admin/session').set('Cookie', first).expect(200, { authenticated: false });
    await request(app.getHttpServer()).get('/api/admin/session').set('Cookie', second).expect(200, { authenticated: true });
  });

  it('allows 5 failed logins per address, then 429 with Retry-After even for the right password; other addresses unaffected', async () => {
    const ip = visitorIp();
    for (let attempt = 0; attempt < 5; attempt++) await login(request(app.getHttpServer()), `guess ${attempt}`, ip).expect(401);
    const blocked = await login(request(app.getHttpServer()), PASSWORD, ip).expect(429);
    expect(blocked.body).toEqual({ statusCode: 429, message: 'Too many failed admin logins from your address. Try again in 15 minutes.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(890);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(String(blocked.headers['set-cookie'])).not.toContain('ducan_admin=');
    await login(request(app.getHttpServer()), PASSWORD, visitorIp()).expect(200);
  });

  it('checks at most 5 guesses of a parallel burst from one address', async () => {
    const ip = visitorIp();
    const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => login(request(app.getHttpServer()), `burst ${index}`, ip)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });

  it('does not count successful logins as failures', async () => {
    const ip = visitorIp();
    for (let attempt = 0; attempt < 7; attempt++) await login(request(app.getHttpServer()), PASSWORD, ip).expect(200);
    for (let attempt = 0; attempt < 5; attempt++) await login(request(app.getHttpServer()), 'wrong', ip).expect(401);
    await login(request(app.getHttpServer()), 'wrong', ip).expect(429);
  });

  it('lets an admin session see a store another browser created (GET /api/stores and /api/stores/:id)', async () => {
    const creator = request.agent(app.getHttpServer());
    const created = await creator
      .post('/api/stores')
      .send({ storeName: 'A', storeUrl: 'admin-sees.myshopify.com', accessToken: 'demo', category: 'Jewelry', themeSource: 'github', themeId: 'x', createSampleProducts: false })
      .expect(201);
    const id: number = created.body.id;

    const stranger = request.agent(app.getHttpServer());
    expect((await stranger.get('/api/stores').expect(200)).body.map((store: { id: number }) => store.id)).not.toContain(id);
    await stranger.get(`/api/stores/${id}`).expect(404);

    const admin = request.agent(app.getHttpServer());
    await login(admin, PASSWORD).expect(200);
    expect((await admin.get('/api/stores').expect(200)).body.map((store: { id: number }) => store.id)).toContain(id);
    expect((await admin.get(`/api/stores/${id}`).expect(200)).body).toMatchObject({ id, url: 'admin-sees.myshopify.com' });

    await admin.post('/api/admin/logout').expect(200);
    expect((await admin.get('/api/stores').expect(200)).body.map((store: { id: number }) => store.id)).not.toContain(id);
  });
});

@Module({})
class TestConfigModule {}

@Module({})
class AdminGateModule {}

describe('AdminAuthModule with injected timeouts and configuration (real Redis)', () => {
  const apps: NestExpressApplication[] = [];

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  /** Only what the admin gate needs, with the policy and configuration a test chooses. */
  async function startAdminGate(options: { policy?: Partial<AdminSessionPolicy>; config?: Partial<AppConfig>; logger?: LoggerService }) {
    const config = { ...loadConfig(), adminPassword: PASSWORD, ...options.config };
    const configModule = { global: true, module: TestConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
    const gate = { module: AdminGateModule, imports: [configModule, RedisModule, AdminAuthModule.withPolicy(options.policy ?? {})] };
    const app = await NestFactory.create<NestExpressApplication>(gate, { logger: options.logger ?? ['error'] });
    app.use(cookieParser());
    app.setGlobalPrefix('api');
    app.useGlobalPipes(createValidationPipe());
    app.useGlobalFilters(new HttpExceptionFilter());
    await app.init();
    apps.push(app);
    // The API's Redis connection has no offline queue: wait until it is up, as startApi does via the database.
    const redis = app.get(RedisService).client;
    if (redis.status !== 'ready') await once(redis, 'ready');
    return app;
  }

  it('ends a session after the idle timeout; each request renews it', async () => {
    const idleTimeoutMs = 1_500;
    const app = await startAdminGate({ policy: { idleTimeoutMs } });
    const agent = request.agent(app.getHttpServer());
    await agent.post('/api/admin/login').send({ password: PASSWORD }).expect(200);
    // Two requests 900 ms apart: 1.8 s after login the session lives only because each one renewed it.
    await sleep(900);
    await agent.get('/api/admin/session').expect(200, { authenticated: true });
    await sleep(900);
    await agent.get('/api/admin/session').expect(200, { authenticated: true });
    await sleep(idleTimeoutMs + 50);
    await agent.get('/api/admin/session').expect(200, { authenticated: false });
  });

  it('ends an active session at the absolute timeout', async () => {
    const absoluteTimeoutMs = 2_000;
    const app = await startAdminGate({ policy: { idleTimeoutMs: 1_000, absoluteTimeoutMs } });
    const started = Date.now();
    const response = await request(app.getHttpServer()).post('/api/admin/login').send({ password: PASSWORD }).expect(200);
    const cookie = adminCookie(response);
    expect(cookie).toContain(`Max-Age=${absoluteTimeoutMs / 1000}`);
    // Sent by hand, so the browser-side expiry plays no part; polling every 200 ms keeps the
    // session from going idle: only the server's absolute end can stop it.
    const session = () => request(app.getHttpServer()).get('/api/admin/session').set('Cookie', cookiePair(cookie));
    await waitFor(async () => !(await session()).body.authenticated, {
      intervalMs: 200,
      timeoutMs: 10_000,
      description: 'the session to reach its absolute end',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(absoluteTimeoutMs);
  });

  it('in production: a __Host- cookie that is Secure, httpOnly and SameSite=Strict, read back by the API', async () => {
    const app = await startAdminGate({ config: { nodeEnv: 'production' } });
    const response = await request(app.getHttpServer()).post('/api/admin/login').send({ password: PASSWORD }).expect(200);
    const cookie = adminCookie(response, '__Host-ducan_admin');
    expect(cookie).toMatch(/^__Host-ducan_admin=[A-Za-z0-9_-]{43}; Max-Age=172800; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/);
    await request(app.getHttpServer()).get('/api/admin/session').set('Cookie', cookiePair(cookie)).expect(200, { authenticated: true });
    await request(app.getHttpServer())
      .get('/api/admin/session')
      .set('Cookie', cookiePair(cookie).replace('__Host-ducan_admin', 'ducan_admin'))
      .expect(200, { authenticated: false });
  });

  it('in production without a password: 503 "Admin access is not configured"', async () => {
    const app = await startAdminGate({ config: { nodeEnv: 'production', adminPassword: undefined, adminPasswordHash: undefined } });
    const response = await request(app.getHttpServer()).post('/api/admin/login').send({ password: PASSWORD }).expect(503);
    expect(response.body).toEqual({ statusCode: 503, message: 'Admin access is not configured' });
  });

  it('in development without a password: generates one, prints it in the log only, and accepts it', async () => {
    const lines: string[] = [];
    const record = (message: unknown) => void lines.push(String(message));
    const logger: LoggerService = { log: record, warn: record, error: record };
    const app = await startAdminGate({ config: { nodeEnv: 'development', adminPassword: undefined, adminPasswordHash: undefined }, logger });
    const generated = lines.map((line) => /^Admin password for this run: (\S+)/.exec(line)?.[1]).find(Boolean);
    expect(generated).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const response = await request(app.getHttpServer()).post('/api/admin/login').send({ password: generated }).expect(200);
    expect(JSON.stringify(response.body) + JSON.stringify(response.headers)).not.toContain(generated);
    await request(app.getHttpServer()).post('/api/admin/login').send({ password: PASSWORD }).expect(401);
  });

  it('accepts ADMIN_PASSWORD_HASH (argon2) instead of a plain password', async () => {
    const { hash } = await import('@node-rs/argon2');
    const app = await startAdminGate({ config: { adminPassword: undefined, adminPasswordHash: await hash('from the hash only') } });
    await request(app.getHttpServer()).post('/api/admin/login').send({ password: 'from the hash only' }).expect(200);
    await request(app.getHttpServer()).post('/api/admin/login').send({ password: PASSWORD }).expect(401);
  });
});
