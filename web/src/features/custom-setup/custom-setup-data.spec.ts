import { ALL_NICHES_BUNDLE_USD, BUNDLE_SAVING_USD, COUNTRIES, ORDER_NICHES, orderTotalUsd, US_STATES } from './custom-setup-data';

describe('custom order pricing', () => {
  it('charges 20 USD per niche', () => {
    expect(orderTotalUsd([])).toBe(0);
    expect(orderTotalUsd(['pet'])).toBe(20);
    expect(orderTotalUsd(['pet', 'toys', 'baby'])).toBe(60);
  });

  it("switches to the flat 149 USD bundle when 'all' is chosen, saving 31", () => {
    expect(orderTotalUsd(['all'])).toBe(ALL_NICHES_BUNDLE_USD);
    expect(orderTotalUsd(['pet', 'all', 'toys'])).toBe(149);
    expect(BUNDLE_SAVING_USD).toBe(31);
  });

  it('lists 10 niches, 20 countries and the 50 US states', () => {
    expect(ORDER_NICHES.map((niche) => niche.id)).toEqual(['electronics', 'home-decor', 'jewelry', 'cosmetics', 'pet', 'fitness', 'baby', 'toys', 'fashion', 'all']);
    expect(COUNTRIES).toHaveLength(20);
    expect(new Set(US_STATES.map((state) => state.value)).size).toBe(50);
  });
});
