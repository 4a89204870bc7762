import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DatabaseService } from '../src/database/database.service';
import { startApi, uniqueEmail, visitorIp } from './support/public-site';

describe('public forms while Redis is unreachable (real PostgreSQL)', () => {
  const savedRedisUrl = process.env.REDIS_URL;
  let app: NestExpressApplication;

  beforeAll(async () => {
    // Port 1 on loopback: nothing listens, connections are refused at once.
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    app = await startApi();
  });

  afterAll(async () => {
    await app.close();
    process.env.REDIS_URL = savedRedisUrl;
  });

  it('still takes a contact message (201, no waiting on the queue); its e-mails wait in the outbox', async () => {
    const email = uniqueEmail('bez-redisa');
    const started = Date.now();
    const response = await request(app.getHttpServer())
      .post('/api/contact')
      .set('X-Forwarded-For', visitorIp())
      .send({ name: 'Nina', email, message: 'Redis je pao, a poruka mora da stigne.' })
      .expect(201);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.body.message).toContain('Hvala');
    const rows: { status: string; dispatched: boolean }[] = await app.get(DatabaseService).dataSource.query(
      `SELECT e.status, o.dispatched_at IS NOT NULL AS dispatched
         FROM email_messages e JOIN outbox o ON o.topic = 'send-email' AND (o.payload->>'emailId')::int = e.id
        WHERE e.to_address = $1 OR e.reply_to = $1`,
      [email],
    );
    expect(rows).toEqual([
      { status: 'queued', dispatched: false },
      { status: 'queued', dispatched: false },
    ]);
  }, 30_000);
});
