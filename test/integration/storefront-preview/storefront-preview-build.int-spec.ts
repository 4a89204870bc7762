import { BuildStack, storePayload } from '../../support/build-stack';

jest.setTimeout(180_000);

describe('GET /preview/:storeId/ after a real store build (API → queue → worker → sandbox)', () => {
  let stack: BuildStack;

  beforeAll(async () => {
    stack = await BuildStack.start({ workers: 1 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('renders the store the worker built: home, a collection, a product and every page, in its colours', async () => {
    const owner = stack.browser();
    const created = await owner
      .post('/api/stores')
      .send(storePayload('preview-build', { storeName: 'Preview Build', category: 'Pet Supplies', primaryColor: '#1f8a8a', accentColor: '#e67e22' }))
      .expect(201);
    const id = created.body.id as number;
    const store = await stack.waitForStore(owner, id, (s) => s.status === 'completed' || s.status === 'failed', 120_000);
    expect(store.status).toBe('completed');

    const home = await owner.get(`/preview/${id}/`).expect(200);
    expect(home.headers['x-preview-source']).toBe('sandbox');
    for (const html of [home.text]) {
      expect(html).toContain('Preview Build');
      expect(html).toContain('--ducan-primary: #1f8a8a;');
      expect(html).toContain('--ducan-accent: #e67e22;');
    }
    const collectionPath = /href="(\/preview\/\d+\/collections\/[a-z0-9-]+)"/.exec(home.text)?.[1];
    const collection = await owner.get(collectionPath ?? '/missing').expect(200);
    const productPath = /href="(\/preview\/\d+\/products\/[a-z0-9-]+)"/.exec(collection.text)?.[1];
    const product = await owner.get(productPath ?? '/missing').expect(200);
    expect(product.text).toContain('product__title');
    const image = /<img src="(http:\/\/127\.0\.0\.1:\d+\/api\/assets\/products\/pet-supplies\/[a-z0-9-]+\.png)"/.exec(product.text)?.[1];
    const png = await stack.browser().get((image ?? '/missing').replace(stack.url, '')).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    for (const handle of ['about-us', 'contact', 'privacy-policy', 'terms-of-service']) {
      const page = await owner.get(`/preview/${id}/pages/${handle}`).expect(200);
      expect(page.text).toContain('Preview Build');
    }
    await stack.browser().get(`/preview/${id}/`).expect(404);
  });
});
