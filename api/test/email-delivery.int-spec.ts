import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SMTPServer } from 'smtp-server';
import { dropDatabase, ensureDatabase } from '@ducan/db';
import { DatabaseService } from '../src/database/database.service';
import { waitFor } from './support/wait-for';
import { startApi, uniqueEmail, visitorIp } from './support/public-site';

const WORKER_MAIN = join(__dirname, '../../worker/dist/main.js');

interface EmailRow {
  id: number;
  to_address: string;
  template: string;
  status: string;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
  delivered_at: Date | null;
}

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A local SMTP server on an ephemeral port; refuses mailboxes starting with "bounce" (550). */
async function startSmtpServer(): Promise<{ server: SMTPServer; port: number; received: ReceivedMail[]; nextMail: () => Promise<ReceivedMail> }> {
  const received: ReceivedMail[] = [];
  const waiters: ((mail: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) =>
      auth.username === 'mailer' && auth.password === 's3cret-pass' ? callback(null, { user: auth.username }) : callback(new Error('Invalid credentials')),
    onRcptTo: (address, _session, callback) =>
      address.address.startsWith('bounce')
        ? callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
        : callback(),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') };
        received.push(mail);
        waiters.shift()?.(mail);
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const port = (server.server.address() as AddressInfo).port;
  let delivered = 0;
  const nextMail = () =>
    new Promise<ReceivedMail>((resolve) => {
      if (received.length > delivered) resolve(received[delivered++]);
      else waiters.push((mail) => (delivered++, resolve(mail)));
    });
  return { server, port, received, nextMail };
}

describe('e-mail delivery by the real worker process (PostgreSQL, Redis, SMTP)', () => {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, REDIS_PREFIX: process.env.REDIS_PREFIX };
  let app: NestExpressApplication;
  let database: DatabaseService;
  const workers = new Set<ChildProcess>();

  /** Starts `node worker/dist/main.js` with this test's environment and waits for its "ready" message. */
  async function startWorker(extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
    const child = fork(WORKER_MAIN, [], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: process.env.DATABASE_URL,
        REDIS_URL: process.env.REDIS_URL,
        REDIS_PREFIX: process.env.REDIS_PREFIX,
        APP_SECRET: process.env.APP_SECRET,
        DUCAN_DATA_DIR: process.env.DUCAN_DATA_DIR,
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    workers.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    await new Promise<void>((resolve, reject) => {
      child.on('message', (message: { type?: string }) => message?.type === 'ready' && resolve());
      child.once('exit', (code) => reject(new Error(`worker exited (${code}) before it was ready:\n${output}`)));
    });
    return child;
  }

  async function stopWorker(child: ChildProcess): Promise<void> {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    workers.delete(child);
  }

  const rowsFor = (addresses: string[]): Promise<EmailRow[]> =>
    database.dataSource.query(`SELECT * FROM email_messages WHERE to_address = ANY($1) OR reply_to = ANY($1) ORDER BY id`, [addresses]);

  const contact = (email: string) =>
    request(app.getHttpServer())
      .post('/api/contact')
      .set('X-Forwarded-For', visitorIp())
      .send({ name: 'Ana Dostava', email, message: 'Proveravam isporuku e-pošte.' })
      .expect(201);

  beforeAll(async () => {
    if (!existsSync(WORKER_MAIN)) throw new Error('worker/dist/main.js is missing: build first (npx tsc -b tsconfig.build.json worker, or npm run build)');
    // A database and Redis prefix of its own: no other test's relay or worker can take these e-mails.
    process.env.DATABASE_URL = `${saved.DATABASE_URL}_mail`;
    process.env.REDIS_PREFIX = `${saved.REDIS_PREFIX}-mail`;
    await ensureDatabase(process.env.DATABASE_URL);
    app = await startApi();
    database = app.get(DatabaseService);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([...workers].map(stopWorker));
    await app?.close();
    await dropDatabase(process.env.DATABASE_URL as string);
    Object.assign(process.env, saved);
  }, 60_000);

  it('without SMTP_URL keeps every queued e-mail in the database outbox as "stored"', async () => {
    const worker = await startWorker();
    const email = uniqueEmail('bez-smtp');
    await contact(email);
    const rows = await waitFor(
      async () => {
        const found = await rowsFor([email]);
        return found.length === 2 && found.every((row) => row.status === 'stored') && found;
      },
      { timeoutMs: 20_000, description: 'both e-mails stored' },
    );
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'stored', attempts: 1, last_error: null, provider_message_id: null });
      expect(row.delivered_at).toBeInstanceOf(Date);
    }
    await stopWorker(worker);
  }, 60_000);

  it('with SMTP_URL sends over SMTP: "sent", a stable Message-ID, headers and bodies intact; a 550 ends "failed"', async () => {
    const smtp = await startSmtpServer();
    const worker = await startWorker({ SMTP_URL: `smtp://mailer:s3cret-pass@127.0.0.1:${smtp.port}`, MAIL_FROM: 'Dućan <hello@ducan.rs>' });
    try {
      const email = uniqueEmail('smtp');
      await contact(email);
      const mails = [await smtp.nextMail(), await smtp.nextMail()];
      expect(mails.map((mail) => mail.to[0]).sort()).toEqual(['admin@ducan.rs', email].sort());

      const rows = await waitFor(
        async () => {
          const found = await rowsFor([email]);
          return found.length === 2 && found.every((row) => row.status === 'sent') && found;
        },
        { timeoutMs: 20_000, description: 'both e-mails sent' },
      );
      for (const row of rows) {
        expect(row.provider_message_id).toBe(`<email-${row.id}@ducan.rs>`);
        const mail = mails.find((candidate) => candidate.raw.includes(`Message-ID: <email-${row.id}@ducan.rs>`));
        expect(mail).toBeDefined();
        expect(mail?.raw).toMatch(/^From: =\?UTF-8\?Q\?Du=C4=87an\?= <hello@ducan\.rs>/m);
        expect(mail?.raw).toContain('Content-Type: text/plain');
        expect(mail?.raw).toContain('Content-Type: text/html');
      }
      const adminMail = mails.find((mail) => mail.to[0] === 'admin@ducan.rs');
      expect(adminMail?.raw).toContain(`Reply-To: ${email}`);

      // A mailbox the server refuses for good: no endless retries, the reason is kept (without the password).
      const bounce = uniqueEmail('bounce');
      await contact(bounce);
      const failed = await waitFor(
        async () => {
          const [row] = await database.dataSource.query(`SELECT * FROM email_messages WHERE to_address = $1`, [bounce]);
          return row?.status === 'failed' && (row as EmailRow);
        },
        { timeoutMs: 20_000, description: 'the bounced e-mail marked failed' },
      );
      expect(failed.attempts).toBe(1);
      expect(failed.last_error).toMatch(/550/);
      expect(failed.last_error).not.toContain('s3cret-pass');
    } finally {
      await stopWorker(worker);
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    }
  }, 60_000);

  it('delivers an e-mail whose outbox row was never relayed (API stopped between commit and enqueue)', async () => {
    const address = uniqueEmail('outbox');
    const [{ id }] = await database.dataSource.query(
      `INSERT INTO email_messages (to_address, subject, html, text, template) VALUES ($1, 'Test', '<p>x</p>', 'x', 'contactAcknowledgement') RETURNING id`,
      [address],
    );
    await database.dataSource.query(`INSERT INTO outbox (topic, payload) VALUES ('send-email', $1)`, [{ emailId: id }]);
    const worker = await startWorker();
    await waitFor(
      async () => (await database.dataSource.query(`SELECT status FROM email_messages WHERE id = $1`, [id]))[0].status === 'stored',
      { timeoutMs: 20_000, description: 'the sweeper to relay and the worker to store the e-mail' },
    );
    const [outbox] = await database.dataSource.query(`SELECT dispatched_at FROM outbox WHERE payload->>'emailId' = $1`, [String(id)]);
    expect(outbox.dispatched_at).toBeInstanceOf(Date);
    await stopWorker(worker);
  }, 60_000);
});
