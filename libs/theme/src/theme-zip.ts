import { zipSync, strToU8, type Zippable } from 'fflate';
import { listThemeFiles, readThemeFile, THEME_VERSION } from './theme-files';

/** Versioned, so the file behind the URL never changes and can be cached for good. */
export const THEME_ZIP_FILENAME = `ducan-bootstrap-${THEME_VERSION}.zip`;
export const THEME_ZIP_PATH = `/api/assets/theme/${THEME_ZIP_FILENAME}`;

/** The URL `themeCreate(source:)` downloads the theme from. */
export const themeZipUrl = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}${THEME_ZIP_PATH}`;

// A fixed timestamp makes the archive byte-for-byte identical on every machine and run.
const FIXED_MTIME = new Date('2025-01-01T00:00:00Z');
let cached: Promise<Uint8Array> | undefined;

/** The theme as the zip `themeCreate(source:)` expects: files at the archive root. Built once. */
export function packThemeZip(): Promise<Uint8Array> {
  cached ??= Promise.resolve().then(() => {
    const entries: Zippable = {};
    for (const filename of listThemeFiles()) {
      entries[filename] = [strToU8(readThemeFile(filename)), { mtime: FIXED_MTIME, level: 9 }];
    }
    return zipSync(entries);
  });
  return cached;
}
