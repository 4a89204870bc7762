import { APP_ROUTES } from './routes';
import { headTagsForPath, LANDING_FAQ, metadataForPath, NOT_FOUND_METADATA, PAGE_METADATA, renderHeadTags } from './site-metadata';

describe('site metadata', () => {
  it('has a title and description for every route of the route table', () => {
    for (const path of Object.values(APP_ROUTES)) {
      expect(PAGE_METADATA[path]?.title).toBeTruthy();
      expect(PAGE_METADATA[path]?.description).toBeTruthy();
    }
    expect(metadataForPath('/nope')).toBe(NOT_FOUND_METADATA);
    expect(metadataForPath('/contact/?x=1')).toBe(PAGE_METADATA[APP_ROUTES.contact]);
  });

  it('flags admin screens noindex,nofollow and public pages index,follow', () => {
    const robots = (path: string) => headTagsForPath(path, 'https://ducan.rs').find((tag) => tag.attributes.name === 'robots')?.attributes.content;
    expect(robots('/gazda')).toBe('noindex,nofollow');
    expect(robots('/')).toBe('index,follow');
  });

  it('gives the landing page seven FAQ entries in its FAQPage structured data', () => {
    expect(LANDING_FAQ).toHaveLength(7);
    const script = headTagsForPath('/', 'https://ducan.rs').find((tag) => tag.tag === 'script');
    const data = JSON.parse(script?.content ?? '[]') as Array<{ '@type': string; mainEntity?: unknown[] }>;
    expect(data.map((item) => item['@type'])).toEqual(['Organization', 'SoftwareApplication', 'FAQPage']);
    expect(data[2].mainEntity).toHaveLength(7);
  });

  it('renders JSON-LD that cannot close its <script> element', () => {
    const html = renderHeadTags([{ tag: 'script', attributes: { type: 'application/ld+json' }, content: '{"a":"</script><script>alert(1)</script>"}' }]);
    expect(html).not.toContain('</script><script>');
    expect(html.endsWith('</script>')).toBe(true);
  });
});
