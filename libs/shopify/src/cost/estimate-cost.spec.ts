import { MenusQuery, ProductSetMutation, ShopQuery, ThemeCreateMutation, ThemesQuery } from '../operations';
import { costCacheKey, estimateQueryCost } from './estimate-cost';

describe('estimateQueryCost', () => {
  it('charges objects 1 and scalars 0', () => {
    // shop + primaryDomain + plan
    expect(estimateQueryCost(ShopQuery.document)).toBe(3);
  });

  it('sizes connections by first', () => {
    expect(estimateQueryCost(ThemesQuery.document, { first: 10 })).toBe(2 + 10 * 1);
    expect(estimateQueryCost(ThemesQuery.document, { first: 50 })).toBe(2 + 50);
    expect(estimateQueryCost(MenusQuery.document)).toBeGreaterThan(50);
  });

  it('charges a mutation 10, its payload objects included, plus connections it returns', () => {
    expect(estimateQueryCost(ThemeCreateMutation.document, { source: 'x' })).toBe(10);
    // variants(first: 100) { nodes { … } } inside the payload: 2 + 100 × 1
    expect(estimateQueryCost(ProductSetMutation.document, { input: {}, identifier: { handle: 'a' } })).toBe(10 + 7);
  });

  it('keys remembered costs by page sizes and list lengths', () => {
    expect(costCacheKey('Themes', { first: 10, names: ['a'] })).toBe('Themes|first=10,names=[1]');
    expect(costCacheKey('Shop', {})).toBe('Shop');
  });
});
