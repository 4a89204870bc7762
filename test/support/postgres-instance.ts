import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

/** The newest installed PostgreSQL's binaries (Debian layout), or PG_BIN. */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  if (versions.length === 0) throw new Error('No PostgreSQL binaries under /usr/lib/postgresql; set PG_BIN');
  return join(base, versions[0], 'bin');
}

/**
 * A private PostgreSQL cluster (initdb + pg_ctl) in a temp folder on its own port, with trust auth
 * for `postgres`, that a test may stop and start again. PostgreSQL refuses to run as root, so as
 * root the binaries run as the `postgres` user (runuser) in a folder that user owns.
 * Chaos tests use this one, never the shared PostgreSQL on 5432.
 */
export class PostgresInstance {
  private started = false;

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async create(): Promise<PostgresInstance> {
    const dir = mkdtempSync(join(tmpdir(), 'ducan-pg-'));
    const instance = new PostgresInstance(await freePort(), dir);
    if (process.getuid?.() === 0) {
      const [uid, gid] = await Promise.all(['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout.trim())));
      chownSync(dir, uid, gid);
    }
    await instance.exec('initdb', ['-D', instance.dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    return instance;
  }

  private get dataDir(): string {
    return join(this.dir, 'data');
  }

  /** A connection URL for `database` on this cluster. */
  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  get running(): boolean {
    return this.started;
  }

  /** Starts the cluster and resolves once it accepts connections. */
  async start(): Promise<void> {
    if (this.started) return;
    const options = [`-p ${this.port}`, `-k ${this.dir}`, "-c listen_addresses='127.0.0.1'", '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'];
    await this.exec('pg_ctl', ['-D', this.dataDir, '-l', join(this.dir, 'server.log'), '-o', options.join(' '), '-w', '-t', '30', 'start']);
    this.started = true;
  }

  /** Stops the cluster (fast shutdown: open sessions are cut, as when the server goes away) and waits until it has. */
  async stop(): Promise<void> {
    if (!this.started) return;
    await this.exec('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
    this.started = false;
  }

  /** Stops the cluster if needed and deletes its folder. */
  async destroy(): Promise<void> {
    try {
      await this.stop();
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }

  /** The server log, for failure messages. */
  log(): string {
    const file = join(this.dir, 'server.log');
    return existsSync(file) ? readFileSync(file, 'utf8').slice(-4000) : '';
  }

  private async exec(binary: string, args: string[]): Promise<void> {
    const command = join(postgresBin(), binary);
    const [file, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    try {
      await run(file, argv, { cwd: this.dir, timeout: 60_000 });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      throw new Error(`${binary} ${args.join(' ')} failed: ${stderr || stdout || (error as Error).message}\n${this.log()}`);
    }
  }
}
