import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { MASTERCLASS_APPLICATION_LABEL, MASTERCLASS_SUCCESS_MESSAGE } from '@ducan/contracts';
import { QueueName, sendEmailJobId } from '@ducan/queue';
import { DatabaseService } from '../src/database/database.service';
import { startApi, uniqueEmail, visitorIp } from './support/public-site';

interface EmailRow {
  id: number;
  to_address: string;
  reply_to: string | null;
  template: string;
  subject: string;
  html: string;
  status: string;
}

describe('POST /api/contact (real PostgreSQL and Redis)', () => {
  let app: NestExpressApplication;
  let database: DatabaseService;
  let redis: Redis;
  let emailQueue: Queue;

  beforeAll(async () => {
    app = await startApi();
    database = app.get(DatabaseService);
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    emailQueue = new Queue(QueueName.Email, { connection: redis, prefix: `${process.env.REDIS_PREFIX}:bull` });
  });

  afterAll(async () => {
    await emailQueue.close();
    redis.disconnect();
    await app.close();
  });

  const emailsTo = (address: string): Promise<EmailRow[]> =>
    database.dataSource.query(`SELECT * FROM email_messages WHERE lower(to_address) = lower($1) ORDER BY id`, [address]);

  it('stores the message, answers with "Hvala", and queues the admin notification and the acknowledgement', async () => {
    const email = uniqueEmail('kontakt');
    const response = await request(app.getHttpServer())
      .post('/api/contact')
      .set('X-Forwarded-For', visitorIp())
      .send({ name: 'Jelena Petrović', email, message: 'Da li radite i WooCommerce prodavnice?' })
      .expect(201);
    expect(response.body.message).toContain('Hvala');

    const [stored] = await database.dataSource.query(`SELECT kind, name, phone, message FROM contact_messages WHERE email = $1`, [email]);
    expect(stored).toEqual({ kind: 'contact', name: 'Jelena Petrović', phone: null, message: 'Da li radite i WooCommerce prodavnice?' });

    const [adminEmail] = (await database.dataSource.query(`SELECT * FROM email_messages WHERE reply_to = $1`, [email])) as EmailRow[];
    expect(adminEmail).toMatchObject({ to_address: 'admin@ducan.rs', template: 'contactAdminNotification', status: 'queued' });
    expect(adminEmail.subject).toBe('Nova poruka sa kontakt forme: Jelena Petrović');
    expect(adminEmail.html).toContain('Da li radite i WooCommerce prodavnice?');
    const [acknowledgement] = await emailsTo(email);
    expect(acknowledgement).toMatchObject({ template: 'contactAcknowledgement', status: 'queued' });

    // Relayed at once: each e-mail has its BullMQ job (ids only) and its outbox row is dispatched.
    for (const row of [adminEmail, acknowledgement]) {
      const job = await emailQueue.getJob(sendEmailJobId(row.id));
      expect(job?.data).toEqual({ emailId: row.id });
    }
    const pending = await database.dataSource.query(
      `SELECT count(*)::int AS n FROM outbox WHERE topic = 'send-email' AND dispatched_at IS NULL AND (payload->>'emailId')::int = ANY($1)`,
      [[adminEmail.id, acknowledgement.id]],
    );
    expect(pending[0].n).toBe(0);
  });

  it('treats a labelled message with a phone as a MasterClass application and answers with the spec’s text', async () => {
    const email = uniqueEmail('masterclass');
    const response = await request(app.getHttpServer())
      .post('/api/contact')
      .set('X-Forwarded-For', visitorIp())
      .send({ name: 'Marko', email, phone: '+381 64 123 4567', message: `${MASTERCLASS_APPLICATION_LABEL} Imam budžet od 800 evra.` })
      .expect(201);
    expect(response.body).toEqual({ message: MASTERCLASS_SUCCESS_MESSAGE });
    const [stored] = await database.dataSource.query(`SELECT kind, phone FROM contact_messages WHERE email = $1`, [email]);
    expect(stored).toEqual({ kind: 'masterclass_application', phone: '+381 64 123 4567' });
    const [acknowledgement] = await emailsTo(email);
    expect(acknowledgement.template).toBe('masterclassAcknowledgement');
    const [adminEmail] = (await database.dataSource.query(`SELECT subject FROM email_messages WHERE reply_to = $1`, [email])) as EmailRow[];
    expect(adminEmail.subject).toBe('Nova MasterClass aplikacija: Marko');
  });

  it('asks for the phone number of a MasterClass application (spec: all four fields required)', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/contact')
      .set('X-Forwarded-For', visitorIp())
      .send({ name: 'Marko', email: uniqueEmail('mc'), message: `${MASTERCLASS_APPLICATION_LABEL} Zdravo` })
      .expect(400);
    expect(response.body.message).toBe('Unesite broj telefona');
  });

  it('escapes what a visitor writes in the HTML of the admin e-mail', async () => {
    const email = uniqueEmail('xss');
    await request(app.getHttpServer())
      .post('/api/contact')
      .set('X-Forwarded-For', visitorIp())
      .send({ name: '<img src=x onerror=alert(1)>', email, message: '<script>steal()</script>' })
      .expect(201);
    const [adminEmail] = (await database.dataSource.query(`SELECT html FROM email_messages WHERE reply_to = $1`, [email])) as EmailRow[];
    expect(adminEmail.html).not.toContain('<script>steal()');
    expect(adminEmail.html).not.toContain('<img src=x');
    expect(adminEmail.html).toContain('&lt;script&gt;steal()&lt;/script&gt;');
  });

  it('answers missing fields with 400 and one Serbian message per field', async () => {
    const response = await request(app.getHttpServer()).post('/api/contact').set('X-Forwarded-For', visitorIp()).send({}).expect(400);
    expect(response.body.errors).toEqual([
      { field: 'name', message: 'Unesite ime' },
      { field: 'email', message: 'Unesite e-mail adresu' },
      { field: 'message', message: 'Unesite poruku' },
    ]);
  });
});
