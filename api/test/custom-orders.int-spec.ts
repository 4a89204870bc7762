import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ORDER_NICHE_IDS } from '@ducan/contracts';
import { DatabaseService } from '../src/database/database.service';
import { startApi, uniqueEmail, visitorIp } from './support/public-site';

/** The rule of the specification, written out independently of the code under test. */
function expectedTotal(niches: string[]): number {
  return niches.includes('all') ? 149 : niches.length * 20;
}

function order(overrides: Record<string, unknown> = {}) {
  return {
    niches: ['jewelry'],
    firstName: 'Ana',
    lastName: 'Jovanović',
    email: uniqueEmail('porudzbina'),
    phone: '+381 64 123 4567',
    address: 'Kneza Miloša 12',
    apartment: '',
    city: 'Beograd',
    country: 'RS',
    state: '',
    postalCode: '11000',
    useSameForBilling: true,
    ...overrides,
  };
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function inBatches<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await task(items[next++]);
  }));
}

describe('POST /api/custom-orders (real PostgreSQL and Redis)', () => {
  let app: NestExpressApplication;
  let database: DatabaseService;

  beforeAll(async () => {
    app = await startApi();
    database = app.get(DatabaseService);
  });

  afterAll(async () => {
    await app.close();
  });

  const post = (body: unknown) => request(app.getHttpServer()).post('/api/custom-orders').set('X-Forwarded-For', visitorIp()).send(body as object);

  it('prices every one of the 2^10 niche combinations on the server by the rule, ignoring any client total', async () => {
    const subsets = Array.from({ length: 1 << ORDER_NICHE_IDS.length }, (_, mask) => ORDER_NICHE_IDS.filter((_, bit) => mask & (1 << bit)));
    expect(subsets).toHaveLength(1024);
    const results: { niches: string[]; status: number; totalUsd?: number; id?: number }[] = [];
    await inBatches(subsets, 16, async (niches) => {
      const response = await post(order({ niches, totalUsd: 1, total: 1, price: 0 }));
      results.push({ niches, status: response.status, totalUsd: response.body.totalUsd, id: response.body.id });
    });

    const empty = results.filter((result) => result.niches.length === 0);
    expect(empty.map((result) => result.status)).toEqual([400]);
    const priced = results.filter((result) => result.niches.length > 0);
    expect(priced).toHaveLength(1023);
    const wrong = priced.filter((result) => result.status !== 201 || result.totalUsd !== expectedTotal(result.niches));
    expect(wrong).toEqual([]);

    // What was stored agrees with what was answered.
    const stored: { id: number; total_usd: number; niches: string[] }[] = await database.dataSource.query(
      `SELECT id, total_usd, niches FROM custom_orders WHERE id = ANY($1)`,
      [priced.map((result) => result.id)],
    );
    expect(stored).toHaveLength(1023);
    for (const row of stored) expect(row.total_usd).toBe(expectedTotal(row.niches));
  }, 120_000);

  it('answers 201 { id, totalUsd, message } and queues the confirmation to the customer and the admin', async () => {
    const body = order({ niches: ['jewelry', 'fashion', 'jewelry'] });
    const response = await post(body).expect(201);
    expect(response.body).toEqual({ id: expect.any(Number), totalUsd: 40, message: expect.stringContaining('Hvala') });
    const emails: { to_address: string; template: string; subject: string; text: string }[] = await database.dataSource.query(
      `SELECT to_address, template, subject, text FROM email_messages WHERE template LIKE 'customOrder%' AND subject LIKE $1 ORDER BY id`,
      [`%#${response.body.id} %`],
    );
    expect(emails.map((email) => [email.to_address, email.template])).toEqual([
      [body.email, 'customOrderCustomer'],
      ['admin@ducan.rs', 'customOrderAdmin'],
    ]);
    expect(emails[0].text).toContain('Nakit, Moda');
    expect(emails[0].text).toContain('40 USD');
    expect(emails[0].text).toContain('11000 Beograd\nSrbija');
  });

  it('stores a separate billing address, and asks for it when the box is unticked', async () => {
    const billingAddress = { firstName: 'Firma', lastName: 'DOO', address: 'Bulevar oslobođenja 5', city: 'Novi Sad', country: 'RS', postalCode: '21000' };
    const created = await post(order({ useSameForBilling: false, billingAddress })).expect(201);
    const [row] = await database.dataSource.query(`SELECT use_same_for_billing, billing_address, apartment, state FROM custom_orders WHERE id = $1`, [created.body.id]);
    expect(row).toEqual({ use_same_for_billing: false, billing_address: { ...billingAddress, apartment: null, state: null }, apartment: null, state: null });

    const missing = await post(order({ useSameForBilling: false })).expect(400);
    expect(missing.body.message).toBe('Unesite adresu za naplatu ili označite da je ista kao adresa za isporuku');
    const partial = await post(order({ useSameForBilling: false, billingAddress: { ...billingAddress, city: '' } })).expect(400);
    expect(partial.body.errors).toEqual([{ field: 'billingAddress.city', message: 'Unesite grad' }]);
  });

  it('requires one of the 50 states for the United States and one of the 20 countries', async () => {
    const noState = await post(order({ country: 'US', state: '', postalCode: '10001' })).expect(400);
    expect(noState.body.message).toBe('Izaberite saveznu državu');
    await post(order({ country: 'US', state: 'NY', postalCode: '10001' })).expect(201);
    const badCountry = await post(order({ country: 'XX' })).expect(400);
    expect(badCountry.body.message).toBe('Izaberite državu sa liste');
  });

  it('rejects an unknown niche with the list of allowed ones', async () => {
    const response = await post(order({ niches: ['jewelry', 'weapons'] })).expect(400);
    expect(response.body.message).toMatch(/^Nepoznata niša\. Dozvoljene su: electronics, home-decor/);
  });
});
