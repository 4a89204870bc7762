import { readThemeFile } from './theme-files';

type TemplateJson = {
  sections: Record<string, { type: string; settings?: Record<string, unknown>; blocks?: Record<string, { type: string; settings?: Record<string, unknown> }> }>;
  order: string[];
};

/**
 * Texts of the JSON templates are settings, not translations: Shopify shows them as written. These
 * are the Serbian ones; the build upserts them into a Serbian store's theme (English is the default).
 */
const SERBIAN: Record<string, Record<string, Record<string, unknown>>> = {
  'templates/index.json': {
    hero: { heading: 'Nova sezona, novi favoriti', text: '<p>Pažljivo odabrani proizvodi, isporučeni na vaša vrata.</p>', button_label: 'Pogledaj ponudu' },
    featured: { heading: 'Najprodavanije' },
    about: {
      heading: 'Zašto kupovati kod nas',
      text: '<p>Svaki proizvod proveravamo pre slanja, a naš tim odgovara na svaku poruku u roku od jednog radnog dana.</p>',
    },
    testimonials: { heading: 'Šta kažu naši kupci' },
    't1': { quote: '<p>Poručila sam u ponedeljak, stiglo je u sredu. Tačno kao na slikama.</p>' },
    't2': { quote: '<p>Odličan kvalitet za tu cenu, a na pitanje su mi odgovorili za sat vremena.</p>' },
    't3': { quote: '<p>Već druga porudžbina. Pakovanje uredno i ništa nije falilo.</p>' },
    newsletter: { heading: 'Prijavite se na newsletter', text: '<p>Novi proizvodi i posebne ponude za pretplatnike, jednom mesečno.</p>' },
  },
  'templates/product.json': {
    related: { heading: 'Možda će vam se dopasti' },
  },
};

/** The template files whose texts depend on the store's language, ready for `themeFilesUpsert`. */
export function localizedTemplateFiles(locale: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [filename, overrides] of Object.entries(SERBIAN)) {
    const template = JSON.parse(readThemeFile(filename)) as TemplateJson;
    if (locale === 'sr') {
      for (const section of Object.entries(template.sections)) {
        const [id, value] = section;
        if (overrides[id]) value.settings = { ...value.settings, ...overrides[id] };
        for (const [blockId, block] of Object.entries(value.blocks ?? {})) {
          if (overrides[blockId]) block.settings = { ...block.settings, ...overrides[blockId] };
        }
      }
    }
    files[filename] = `${JSON.stringify(template, null, 2)}\n`;
  }
  return files;
}
