import { createHash } from 'node:crypto';
import { listThemeFiles, readThemeFile } from '../theme-files';

const TEXT_FILE = /\.(liquid|json|css|js|svg|txt)$/;

let ownFiles: Record<string, string> | undefined;

/** Dućan Bootstrap's own text files (the fallback for anything a snapshot lacks). */
export function ownThemeFiles(): Record<string, string> {
  ownFiles ??= Object.fromEntries(listThemeFiles().filter((name) => TEXT_FILE.test(name)).map((name) => [name, readThemeFile(name)]));
  return ownFiles;
}

export interface ThemeSource {
  files: Record<string, string>;
  /** Identifies the Liquid/JSON content, so parsed templates can be cached per theme. */
  key: string;
}

const keyCache = new WeakMap<Record<string, string>, string>();

export function themeSource(snapshotFiles: Record<string, string> | undefined): ThemeSource {
  if (!snapshotFiles || Object.keys(snapshotFiles).length === 0) return { files: ownThemeFiles(), key: 'own' };
  const files = { ...ownThemeFiles(), ...snapshotFiles };
  let key = keyCache.get(snapshotFiles);
  if (!key) {
    const hash = createHash('sha1');
    for (const name of Object.keys(files).sort()) if (/\.(liquid|json)$/.test(name)) hash.update(name).update('\0').update(files[name]).update('\0');
    key = hash.digest('hex');
    keyCache.set(snapshotFiles, key);
  }
  return { files, key };
}

/** Shopify's JSON files may start with a comment block. */
export function parseThemeJson(text: string | undefined): unknown {
  if (!text) return undefined;
  return JSON.parse(text.replace(/^\s*(?:\/\*[\s\S]*?\*\/\s*)*/, ''));
}

export interface SettingSchema {
  id?: string;
  type: string;
  default?: unknown;
}

export interface SectionSchema {
  name?: string;
  settings?: SettingSchema[];
  blocks?: { type: string; settings?: SettingSchema[] }[];
}

const schemaCache = new Map<string, SectionSchema>();

/** The `{% schema %}` of a section file. */
export function sectionSchema(source: string): SectionSchema {
  let schema = schemaCache.get(source);
  if (!schema) {
    const match = /\{%-?\s*schema\s*-?%\}([\s\S]*?)\{%-?\s*endschema\s*-?%\}/.exec(source);
    schema = match ? (JSON.parse(match[1]) as SectionSchema) : {};
    if (schemaCache.size > 500) schemaCache.clear();
    schemaCache.set(source, schema);
  }
  return schema;
}
