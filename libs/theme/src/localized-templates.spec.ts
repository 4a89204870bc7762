import { localizedTemplateFiles } from './localized-templates';
import { readThemeFile } from './theme-files';

describe('localizedTemplateFiles', () => {
  it('writes the home and product templates’ texts in Serbian, keeping every section and setting', () => {
    const files = localizedTemplateFiles('sr');
    const index = JSON.parse(files['templates/index.json']);
    const original = JSON.parse(readThemeFile('templates/index.json'));
    expect(index.order).toEqual(original.order);
    expect(index.sections.hero.settings).toMatchObject({ heading: 'Nova sezona, novi favoriti', button_link: 'shopify://collections/all' });
    expect(index.sections.featured.settings).toEqual({ ...original.sections.featured.settings, heading: 'Najprodavanije' });
    expect(index.sections.testimonials.blocks.t1.settings.author).toBe(original.sections.testimonials.blocks.t1.settings.author);
    expect(index.sections.testimonials.blocks.t1.settings.quote).toContain('Poručila sam');
    expect(JSON.parse(files['templates/product.json']).sections.related.settings.heading).toBe('Možda će vam se dopasti');
  });

  it('keeps the English texts for other languages', () => {
    expect(JSON.parse(localizedTemplateFiles('en')['templates/index.json'])).toEqual(JSON.parse(readThemeFile('templates/index.json')));
  });
});
