import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { startApi, visitorIp } from './support/public-site';

const ENDPOINTS = ['/api/contact', '/api/newsletter', '/api/custom-orders'];
const HUGE = 'ž'.repeat(300_000);

/** Bodies a visitor (or a bot) can send; none may cause a 500. */
const BODIES: [string, (request: request.Test) => request.Test][] = [
  ['an empty object', (r) => r.send({})],
  ['malformed JSON', (r) => r.set('content-type', 'application/json').send('{"name": ')],
  ['a JSON array', (r) => r.send([{ name: 'a' }])],
  ['JSON null', (r) => r.set('content-type', 'application/json').send('null')],
  ['a JSON string', (r) => r.set('content-type', 'application/json').send('"hello"')],
  ['plain text', (r) => r.set('content-type', 'text/plain').send('name=Ana')],
  ['a form body (cross-site HTML form)', (r) => r.type('form').send('name=Ana&email=a@b.rs&message=x&email=b@c.rs&niches=all')],
  ['wrong types everywhere', (r) => r.send({ name: 123, email: ['a@b.rs'], message: { text: 'x' }, phone: true, niches: 'jewelry', firstName: null, useSameForBilling: 'yes', billingAddress: 'x', interests: 'shopify', source: 7 })],
  ['nested objects and arrays in strings’ places', (r) => r.send({ name: [[[]]], email: { $gt: '' }, message: ['a', 'b'], niches: [{}, [], null] })],
  ['huge strings', (r) => r.send({ name: HUGE, email: HUGE, message: HUGE, firstName: HUGE, lastName: HUGE, address: HUGE, city: HUGE, postalCode: HUGE, phone: HUGE, niches: [HUGE] })],
  ['a body over 1 MB', (r) => r.send({ message: 'x'.repeat(1_100_000) })],
  ['deeply nested arrays', (r) => r.set('content-type', 'application/json').send(`{"name": ${'['.repeat(5000)}${']'.repeat(5000)}, "niches": ${'['.repeat(50)}${']'.repeat(50)}}`)],
  ['deeply nested objects', (r) => r.set('content-type', 'application/json').send(`{"billingAddress": ${'{"a":'.repeat(20000)}1${'}'.repeat(20000)}, "useSameForBilling": false}`)],
  ['prototype pollution keys', (r) => r.set('content-type', 'application/json').send('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}')],
];

describe('bad input to the public endpoints (real PostgreSQL and Redis)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await startApi();
  });

  afterAll(async () => {
    await app.close();
  });

  for (const endpoint of ENDPOINTS) {
    it.each(BODIES)(`${endpoint}: %s → 4xx with a message`, async (_, send) => {
      const response = await send(request(app.getHttpServer()).post(endpoint).set('X-Forwarded-For', visitorIp()));
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(typeof response.body.message).toBe('string');
      expect(response.body.message.length).toBeGreaterThan(0);
      expect(JSON.stringify(response.body)).not.toContain('ž'.repeat(100));
    });
  }

  it('answers validation failures in Serbian', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/custom-orders')
      .set('X-Forwarded-For', visitorIp())
      .send({ niches: [] })
      .expect(400);
    expect(response.body.errors.map((error: { field: string }) => error.field)).toEqual(
      expect.arrayContaining(['niches', 'firstName', 'lastName', 'email', 'phone', 'address', 'city', 'country', 'postalCode', 'useSameForBilling']),
    );
    expect(response.body.errors.find((error: { field: string }) => error.field === 'niches').message).toBe('Izaberite bar jednu nišu');
    expect(response.body.message).toContain('Unesite ime');
  });
});
