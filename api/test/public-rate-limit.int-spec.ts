import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { startApi, uniqueEmail, visitorIp } from './support/public-site';

const LIMIT = 5;

describe('rate limit of the public forms (real Redis, shared by API instances)', () => {
  let first: NestExpressApplication;
  let second: NestExpressApplication;

  beforeAll(async () => {
    first = await startApi();
    second = await startApi();
  });

  afterAll(async () => {
    await first.close();
    await second.close();
  });

  const contact = (app: NestExpressApplication, ip: string) =>
    request(app.getHttpServer())
      .post('/api/contact')
      .set('X-Forwarded-For', ip)
      .send({ name: 'Brzi', email: uniqueEmail('burst'), message: 'Poruka' });

  it('answers a burst from one address with 429 and a Serbian message, counted across two API instances', async () => {
    const ip = visitorIp();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await contact(i % 2 ? second : first, ip)).status);
    expect(statuses).toEqual(Array(LIMIT).fill(201));

    const blocked = await contact(second, ip).expect(429);
    expect(blocked.body).toEqual({ statusCode: 429, message: expect.stringMatching(/^Previše zahteva sa vaše adrese\. Sačekajte \d+ s pa pokušajte ponovo\.$/) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    await contact(first, ip).expect(429);
  });

  it('keeps other visitors and other forms unaffected', async () => {
    const ip = visitorIp();
    for (let i = 0; i <= LIMIT; i++) await contact(first, ip);
    await contact(first, ip).expect(429);
    await contact(first, visitorIp()).expect(201);
    await request(first.getHttpServer())
      .post('/api/newsletter')
      .set('X-Forwarded-For', ip)
      .send({ email: uniqueEmail('other-form'), name: 'Ana', source: 'landing_page_cta', interests: ['shopify'] })
      .expect(201);
  });

  it('limits the newsletter and custom orders too', async () => {
    const ip = visitorIp();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const response = await request(first.getHttpServer()).post('/api/custom-orders').set('X-Forwarded-For', ip).send({});
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(400), 429]);
    for (let i = 0; i < LIMIT; i++) await request(first.getHttpServer()).post('/api/newsletter').set('X-Forwarded-For', ip).send({});
    await request(first.getHttpServer()).post('/api/newsletter').set('X-Forwarded-For', ip).send({}).expect(429);
  });
});
