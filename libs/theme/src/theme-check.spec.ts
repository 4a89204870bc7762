import { cpSync, mkdtempSync, appendFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { themeCheckRun, Severity, type Offense } from '@shopify/theme-check-node';
import { THEME_ROOT } from './theme-files';

const quiet = () => undefined;
const errorsOf = (offenses: Offense[]) =>
  offenses.filter((offense) => offense.severity === Severity.ERROR).map((o) => `${o.check} ${o.uri.split('/theme/').pop()}: ${o.message}`);

describe("Shopify's theme-check over Dućan Bootstrap", () => {
  it('finds no errors in the theme', async () => {
    const run = await themeCheckRun(THEME_ROOT, undefined, quiet);
    expect(run.theme.length).toBeGreaterThan(30);
    expect(errorsOf(run.offenses)).toEqual([]);
  }, 60_000);

  it('does report errors in a broken copy (the linter really runs)', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'ducan-theme-'));
    try {
      cpSync(THEME_ROOT, copy, { recursive: true });
      appendFileSync(join(copy, 'snippets', 'price.liquid'), "{{ 'no.such.key' | t }}");
      const run = await themeCheckRun(copy, undefined, quiet);
      expect(errorsOf(run.offenses).join('\n')).toMatch(/TranslationKeyExists/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
