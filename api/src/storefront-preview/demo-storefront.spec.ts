import { renderStorefront } from '@ducan/theme';
import { demoStorefront, parseDemoPath } from './demo-storefront';

describe('demo storefront (the wizard’s look before any build)', () => {
  it('reads language, category, colours and name from the path, keeping the rest as the storefront path', () => {
    expect(parseDemoPath('/sr/jewelry/7A2638/c9a227/Zlatna%20Nit/products/x?page=2')).toEqual({
      store: { language: 'sr', categorySlug: 'jewelry', primary: '#7a2638', accent: '#c9a227', name: 'Zlatna Nit' },
      rest: '/products/x?page=2',
      basePath: '/preview/demo/sr/jewelry/7A2638/c9a227/Zlatna%20Nit',
    });
    expect(parseDemoPath('/en/jewelry/7a2638/c9a227/Shop')?.rest).toBeUndefined();
  });

  it('refuses unknown categories, colours that are not hex, and names that are empty or too long', () => {
    expect(parseDemoPath('/sr/spaceships/7a2638/c9a227/A/')).toBeUndefined();
    expect(parseDemoPath('/sr/jewelry/red/c9a227/A/')).toBeUndefined();
    expect(parseDemoPath(`/sr/jewelry/7a2638/c9a227/${'a'.repeat(61)}/`)).toBeUndefined();
    expect(parseDemoPath('/sr/jewelry/7a2638/c9a227/%E0%A4%A/')).toBeUndefined();
  });

  it('renders the Serbian catalogue in the chosen colours, with the name escaped', async () => {
    const snapshot = demoStorefront({ language: 'sr', categorySlug: 'pet-supplies', primary: '#1f8a8a', accent: '#e67e22', name: 'Šapica <b>' }, 'https://ducan.example.test');
    const page = await renderStorefront(snapshot, '/', { basePath: '/preview/demo/x' });
    expect(page.body).toContain('--ducan-primary: #1f8a8a;');
    expect(page.body).toContain('Šapica &lt;b&gt;');
    expect(page.body).not.toContain('Šapica <b>');
    expect(page.body).toContain('Najprodavanije');
    expect(page.body).toMatch(/\d\.\d{3},00\s?RSD/);
  });
});
