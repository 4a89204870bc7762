import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENVIRONMENT_VARIABLES } from '@ducan/config';

const root = join(__dirname, '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

describe('README.md', () => {
  it('has a configuration table row for every variable of the config schema, and no other', () => {
    const rows = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map(([, name]) => name);
    expect([...rows].sort()).toEqual([...ENVIRONMENT_VARIABLES].sort());
  });

  it('gives the two commands', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test');
  });

  it('links only to files that exist', () => {
    const links = [...readme.matchAll(/\]\(([^)#]+)(?:#[^)]*)?\)/g)].map(([, target]) => target).filter((target) => !/^https?:/.test(target));
    expect(links).toEqual(expect.arrayContaining(['docs/architecture.md', 'docs/decisions.md']));
    for (const target of links) expect({ target, exists: existsSync(join(root, target)) }).toEqual({ target, exists: true });
  });
});
