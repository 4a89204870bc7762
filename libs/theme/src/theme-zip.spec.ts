import { unzipSync, strFromU8 } from 'fflate';
import { listThemeFiles, THEME_NAME, THEME_VERSION } from './theme-files';
import { packThemeZip } from './theme-zip';

describe('packThemeZip', () => {
  it('holds every theme file at the archive root, unchanged', async () => {
    const files = unzipSync(await packThemeZip());
    expect(Object.keys(files).sort()).toEqual(listThemeFiles());
    const schema = JSON.parse(strFromU8(files['config/settings_schema.json']));
    expect(schema[0]).toMatchObject({ name: 'theme_info', theme_name: THEME_NAME, theme_version: THEME_VERSION });
  });

  it('is deterministic (same bytes every time)', async () => {
    const first = await packThemeZip();
    const second = await packThemeZip();
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });
});
