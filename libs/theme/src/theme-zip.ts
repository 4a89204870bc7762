import { zipSync, strToU8, type Zippable } from 'fflate';
import { listThemeFiles, readThemeFile } from './theme-files';

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
