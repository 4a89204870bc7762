import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const THEME_NAME = 'Dućan Bootstrap';
export const THEME_VERSION = '5.0.0';

/** The theme's source folder; the same relative place from `src/` (tests) and `dist/` (built). */
export const THEME_ROOT = join(__dirname, '..', 'theme');

let cachedList: string[] | undefined;

/** Every theme file as a Shopify filename (`layout/theme.liquid`), sorted. */
export function listThemeFiles(): string[] {
  if (cachedList) return [...cachedList];
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [relative(THEME_ROOT, join(dir, entry.name)).split(sep).join('/')],
    );
  cachedList = walk(THEME_ROOT).sort();
  return [...cachedList];
}

const textCache = new Map<string, string>();

/** One theme file's text (the theme has only text files). */
export function readThemeFile(filename: string): string {
  let text = textCache.get(filename);
  if (text === undefined) {
    if (!listThemeFiles().includes(filename)) throw new Error(`No theme file ${filename}`);
    text = readFileSync(join(THEME_ROOT, filename), 'utf8');
    textCache.set(filename, text);
  }
  return text;
}
