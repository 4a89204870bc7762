import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { NEWSLETTER_INTERESTS, NEWSLETTER_SOURCE } from '@ducan/contracts';
import { DatabaseService } from '../src/database/database.service';
import { startApi, uniqueEmail, visitorIp } from './support/public-site';

interface SubscriptionRow {
  email: string;
  name: string;
  source: string;
  interests: string[];
  unsubscribe_token: string;
  unsubscribed_at: Date | null;
}

describe('newsletter (real PostgreSQL and Redis)', () => {
  let app: NestExpressApplication;
  let database: DatabaseService;

  beforeAll(async () => {
    app = await startApi();
    database = app.get(DatabaseService);
  });

  afterAll(async () => {
    await app.close();
  });

  const subscribe = (email: string, name = 'Ivana') =>
    request(app.getHttpServer())
      .post('/api/newsletter')
      .set('X-Forwarded-For', visitorIp())
      .send({ email, name, source: NEWSLETTER_SOURCE, interests: [...NEWSLETTER_INTERESTS] });

  const subscriptions = (email: string): Promise<SubscriptionRow[]> =>
    database.dataSource.query(`SELECT * FROM newsletter_subscriptions WHERE email = lower($1)`, [email]);

  const confirmations = (email: string): Promise<{ text: string; html: string; headers: Record<string, string> }[]> =>
    database.dataSource.query(`SELECT text, html, headers FROM email_messages WHERE to_address = lower($1) AND template = 'newsletterConfirmation' ORDER BY id`, [email]);

  /** The unsubscribe link exactly as the e-mail carries it, as a path on this server. */
  async function unsubscribeLink(email: string): Promise<string> {
    const [confirmation] = await confirmations(email);
    const url = /(https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[\w-]+)/.exec(confirmation.text)?.[1];
    expect(url).toBeDefined();
    const { pathname, search } = new URL(url as string);
    return pathname + search;
  }

  it('stores one subscription per e-mail: a second sign-up (any letter case) is fine and sends nothing twice', async () => {
    const email = uniqueEmail('Pretplata');
    const first = await subscribe(email).expect(201);
    expect(first.body.message).toMatch(/pretplatili/);
    const again = await subscribe(email.toUpperCase(), 'Ivana M.');
    expect(again.status).toBe(200);
    expect(typeof again.body.message).toBe('string');

    const rows = await subscriptions(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: email.toLowerCase(), source: 'landing_page_cta', interests: ['shopify', 'ecommerce', 'dropshipping'], unsubscribed_at: null });
    expect(await confirmations(email)).toHaveLength(1);
  });

  it('sends a confirmation whose unsubscribe link works (and carries RFC 8058 one-click headers)', async () => {
    const email = uniqueEmail('odjava');
    await subscribe(email).expect(201);
    const [confirmation] = await confirmations(email);
    const link = await unsubscribeLink(email);
    expect(confirmation.html).toContain(link.replace(/&/g, '&amp;'));
    expect(confirmation.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const page = await request(app.getHttpServer()).get(link).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Uspešno ste se odjavili');
    expect(page.text).toContain('lang="sr"');
    const [row] = await subscriptions(email);
    expect(row.unsubscribed_at).toBeInstanceOf(Date);

    // Opening the link again changes nothing and still answers the same page.
    await request(app.getHttpServer()).get(link).expect(200);
    const [after] = await subscriptions(email);
    expect(after.unsubscribed_at).toEqual(row.unsubscribed_at);
  });

  it('lets someone who unsubscribed come back: 201, active again, a new confirmation', async () => {
    const email = uniqueEmail('povratak');
    await subscribe(email).expect(201);
    await request(app.getHttpServer()).get(await unsubscribeLink(email)).expect(200);
    await subscribe(email).expect(201);
    const [row] = await subscriptions(email);
    expect(row.unsubscribed_at).toBeNull();
    expect(await confirmations(email)).toHaveLength(2);
  });

  it('undoes an unsubscribe with the page’s "Ponovo me prijavi" button, and honours a one-click POST', async () => {
    const email = uniqueEmail('predomislio');
    await subscribe(email).expect(201);
    const link = await unsubscribeLink(email);
    const page = await request(app.getHttpServer()).get(link).expect(200);
    const action = /<form method="post" action="([^"]+)"/.exec(page.text)?.[1]?.replace(/&amp;/g, '&');
    expect(action).toMatch(/^\/api\/newsletter\/resubscribe\?token=/);
    const back = await request(app.getHttpServer()).post(action as string).expect(200);
    expect(back.text).toContain('Dobro došli nazad');
    expect((await subscriptions(email))[0].unsubscribed_at).toBeNull();

    await request(app.getHttpServer()).post(link).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect((await subscriptions(email))[0].unsubscribed_at).toBeInstanceOf(Date);
  });

  it.each([
    ['an unknown token', '/api/newsletter/unsubscribe?token=' + 'A'.repeat(43)],
    ['a malformed token', '/api/newsletter/unsubscribe?token=%27%20OR%201%3D1--'],
    ['no token', '/api/newsletter/unsubscribe'],
    ['a repeated token parameter', '/api/newsletter/unsubscribe?token=a&token=b'],
  ])('answers %s with a clear 404 page', async (_, path) => {
    const page = await request(app.getHttpServer()).get(path).expect(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Link za odjavu nije pronađen');
  });

  it('validates the sign-up in Serbian', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/newsletter')
      .set('X-Forwarded-For', visitorIp())
      .send({ email: 'nije-adresa', name: 'Ana', source: NEWSLETTER_SOURCE, interests: ['shopify'] })
      .expect(400);
    expect(response.body.message).toBe('Unesite ispravnu e-mail adresu, npr. ime@primer.rs');
  });
});
