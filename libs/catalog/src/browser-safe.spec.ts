import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The web app bundles this library: its code must not import Node built-ins or server packages.
describe('@ducan/catalog is browser-safe', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.spec.ts') ? [] : [join(dir, entry.name)],
    );

  it('imports only its own modules', () => {
    const imports = files(__dirname).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1]));
    expect(imports.length).toBeGreaterThan(10);
    expect(imports.filter((specifier) => !specifier.startsWith('.'))).toEqual([]);
  });
});
