#!/usr/bin/env node
// `npm start`: build everything, then run the API (serving the SPA, /api and /ws) and one worker.
// `npm run dev`: the same with Vite's hot reload for the web app and watch mode for api and worker.
// `node scripts/start.mjs --no-build`: run what the last build produced (tests, quick restarts).
import { fork, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSteps } from './run-steps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const children = new Set();
let stopping = false;
// Children run in their own process groups (`detached`), so a terminal's Ctrl-C reaches only this
// script, which then sends each group exactly one SIGTERM. (A second signal during NestJS's
// graceful shutdown would kill the process mid-way: Nest removes its handlers after the first.)
const detached = true;
const childStdio = ['ignore', 'inherit', 'inherit', 'ipc'];

function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalGroup(child, 'SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
  }, 10_000);
  force.unref();
  const exitWhenDone = () => {
    if ([...children].every((child) => child.exitCode !== null || child.signalCode !== null)) process.exit(code);
  };
  for (const child of children) child.on('exit', exitWhenDone);
  exitWhenDone();
}

function watch(child, name) {
  children.add(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(`${name} stopped (${signal ?? `exit ${code}`}); stopping everything.\n`);
      stopAll(code || 1);
    }
  });
  return child;
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
process.on('SIGHUP', () => stopAll(0));
// Never leave a child behind, whatever ends this script.
process.on('exit', () => {
  for (const child of children) signalGroup(child, 'SIGKILL');
});

if (!skipBuild) {
  const buildCode = await runSteps([[dev ? 'build (libs, api, worker)' : 'build', dev ? 'npx tsc -b tsconfig.build.json' : 'npm run build --silent']], { env });
  if (buildCode !== 0) process.exit(buildCode);
} else if (!existsSync(join(root, 'libs/config/dist/index.js')) || !existsSync(join(root, 'api/dist/main.js'))) {
  process.stderr.write('Nothing is built yet: run `npm run build` first, or `npm start` without --no-build.\n');
  process.exit(1);
}

// Bad configuration: one plain line per variable, no stack trace, before anything starts.
const require = createRequire(import.meta.url);
const { loadConfigOrExit } = require(join(root, 'libs/config/dist/index.js'));
const config = loadConfigOrExit(process.env);

const apiEntry = join(root, 'api/dist/main.js');
const workerEntry = join(root, 'worker/dist/main.js');
const nodeArgs = dev ? ['--watch', '--enable-source-maps'] : ['--enable-source-maps'];
// Store builds and e-mail need the worker: without it the site would look fine but never build a store.
for (const entry of [apiEntry, workerEntry]) {
  if (!existsSync(entry)) {
    process.stderr.write(`${entry} is missing after the build, so it cannot start.\n`);
    process.exit(1);
  }
}

if (dev) {
  // tsc rebuilds the server code; node --watch restarts api and worker; Vite serves the SPA with HMR on PORT.
  watch(spawn('npx', ['tsc', '-b', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env, detached }), 'tsc --watch');
}

const apiPort = dev ? config.port + 1 : config.port;
const api = watch(fork(apiEntry, [], { cwd: root, execArgv: nodeArgs, env: { ...env, PORT: String(apiPort) }, stdio: childStdio, detached }), 'api');

await new Promise((resolve) => {
  api.on('message', (message) => {
    if (message?.type === 'ready') resolve();
  });
});

watch(fork(workerEntry, [], { cwd: root, execArgv: nodeArgs, env, stdio: childStdio, detached }), 'worker');

if (dev) {
  watch(
    spawn('npx', ['vite', '--port', String(config.port), '--strictPort', '--host', '0.0.0.0'], {
      cwd: join(root, 'web'),
      // No stdin: a process outside the terminal's foreground group must not read it.
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...env, API_PORT: String(apiPort) },
      detached,
    }),
    'vite',
  );
  process.stdout.write(`\nDev server: http://localhost:${config.port} (API on ${apiPort})\n`);
}
