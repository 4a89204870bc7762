#!/usr/bin/env node
// Our npm registry mirror serves only the Linux builds of packages that ship one native binary per
// platform (@swc/core, @tailwindcss/oxide, …). npm then leaves the other platforms' optional
// packages out of package-lock.json, and `npm ci` refuses the lock ("Missing: … from lock file").
// This adds those entries back, marked optional with their os/cpu, exactly as npm writes them on
// a machine that can see the whole registry; npm skips them on install because the platform differs.
// Run after every `npm install` that changes the lock (`npm test` checks the lock is complete).
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORM = /-(android|darwin|freebsd|linux|openharmony|win32|wasm32|netbsd|openbsd|sunos|aix)-?([a-z0-9]+)?/;
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'];

function platformOf(name) {
  const base = name.split('/').pop();
  const match = PLATFORM.exec(base);
  if (!match) return undefined;
  if (match[1] === 'wasm32') return { cpu: ['wasm32'] };
  const rest = base.slice(match.index + 1).split('-');
  const os = rest[0];
  const cpu = rest.slice(1).find((part) => CPUS.includes(part)) ?? (rest[1]?.startsWith('arm') ? 'arm' : undefined);
  const libc = rest.some((part) => part.startsWith('musl')) ? ['musl'] : rest.some((part) => part.startsWith('gnu')) && os === 'linux' ? ['glibc'] : undefined;
  return { os: [os], ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
}

export function completeLockfile(lock) {
  const added = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const parentDir = path === '' ? '' : `${path}/`;
      const candidates = [`${parentDir}node_modules/${name}`, `node_modules/${name}`];
      if (candidates.some((candidate) => lock.packages[candidate])) continue;
      const platform = platformOf(name);
      const version = /^\d+\.\d+\.\d+([-+].*)?$/.test(spec) ? spec : spec.replace(/^[\^~=]/, '');
      if (!platform || !/^\d/.test(version)) continue;
      lock.packages[`node_modules/${name}`] = {
        version,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...platform,
      };
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] ?? 'package-lock.json';
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = completeLockfile(lock);
  const check = process.argv.includes('--check');
  if (check) {
    if (added.length) {
      process.stderr.write(`package-lock.json misses ${added.length} optional platform packages (${added.slice(0, 3).join(', ')}…): run \`node scripts/complete-lockfile.mjs\`\n`);
      process.exit(1);
    }
  } else {
    writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
    process.stdout.write(`added ${added.length} optional platform entries\n`);
  }
}
