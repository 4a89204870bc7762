import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { COUNTRIES, US_STATES } from './order-addresses';
import { ALL_NICHES_BUNDLE_USD, BUNDLE_SAVING_USD, ORDER_NICHES, orderTotalUsd } from './order-pricing';
import { ContactMessageDto, MASTERCLASS_APPLICATION_LABEL, isMasterclassApplication } from './contact-message.dto';
import { CustomOrderDto } from './custom-order.dto';
import { PHONE_PATTERN } from './field-rules';

const firstMessages = (cls: new () => object, body: object) =>
  validateSync(plainToInstance(cls, body), { stopAtFirstError: true }).map((error) => [error.property, Object.values(error.constraints ?? {})[0]]);

describe('public-site contracts', () => {
  it('has the specification’s counts: 10 niches, 20 countries, 50 US states, a bundle saving 31', () => {
    expect(ORDER_NICHES).toHaveLength(10);
    expect(COUNTRIES).toHaveLength(20);
    expect(new Set(US_STATES.map((state) => state.value)).size).toBe(50);
    expect(BUNDLE_SAVING_USD).toBe(31);
  });

  it('prices 20 USD per distinct niche and 149 for any set holding "all"', () => {
    expect(orderTotalUsd(['jewelry'])).toBe(20);
    expect(orderTotalUsd(['jewelry', 'jewelry', 'pet'])).toBe(40);
    expect(orderTotalUsd(['jewelry', 'all'])).toBe(ALL_NICHES_BUNDLE_USD);
    expect(orderTotalUsd([])).toBe(0);
  });

  it('recognises MasterClass applications by their label', () => {
    expect(isMasterclassApplication(`${MASTERCLASS_APPLICATION_LABEL} Zdravo`)).toBe(true);
    expect(isMasterclassApplication('MasterClass application: hi')).toBe(true);
    expect(isMasterclassApplication('Pitanje o MasterClass kursu')).toBe(false);
  });

  it('accepts Serbian phone formats and refuses text', () => {
    for (const phone of ['+381 64 123 4567', '064/123-4567', '(011) 405 6720', '+38164123456']) expect(PHONE_PATTERN.test(phone)).toBe(true);
    for (const phone of ['12345', 'pozovite me', '------', '+381 64 123 4567 890 123 456']) expect(PHONE_PATTERN.test(phone)).toBe(false);
  });

  it('validates the contact form with one Serbian message per field', () => {
    expect(firstMessages(ContactMessageDto, {})).toEqual([
      ['name', 'Unesite ime'],
      ['email', 'Unesite e-mail adresu'],
      ['message', 'Unesite poruku'],
    ]);
    expect(firstMessages(ContactMessageDto, { name: 'A', email: 'a@b.rs', message: 'x', phone: '' })).toEqual([]);
  });

  it('treats the empty optional fields the order form sends as absent', () => {
    const order = { niches: ['pet'], firstName: 'A', lastName: 'B', email: 'a@b.rs', phone: '+381641234567', address: 'Ulica 1', apartment: '', city: 'Niš', country: 'RS', state: '', postalCode: '18000', useSameForBilling: true };
    expect(firstMessages(CustomOrderDto, order)).toEqual([]);
    expect(firstMessages(CustomOrderDto, { ...order, country: 'US' })).toEqual([['state', 'Izaberite saveznu državu']]);
  });
});
