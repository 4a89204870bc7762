/**
 * Sample prices are written in EUR and shown in the store's currency. Rates are rounded, fixed
 * values (sample prices need to look right, not track the market); the result is a "charm" price
 * such as 24.99 EUR or 2.890 RSD.
 */
const EUR_RATES: Record<string, number> = {
  EUR: 1,
  RSD: 117,
  BAM: 1.96,
  MKD: 61.5,
  ALL: 100,
  HUF: 400,
  RON: 5,
  BGN: 1.96,
  CZK: 25,
  PLN: 4.3,
  CHF: 0.95,
  GBP: 0.85,
  USD: 1.08,
  CAD: 1.5,
  AUD: 1.65,
};

export function supportsCurrency(currencyCode: string): boolean {
  return currencyCode.toUpperCase() in EUR_RATES;
}

/** A positive decimal string in `currencyCode` for a price given in EUR. Unknown currencies keep the EUR figure. */
export function convertPrice(eur: number, currencyCode: string): string {
  const rate = EUR_RATES[currencyCode.toUpperCase()] ?? 1;
  const amount = eur * rate;
  if (rate >= 50) {
    const step = amount >= 1000 ? 100 : 10;
    const rounded = Math.max(step, Math.round(amount / step) * step) - step / 10;
    return rounded.toFixed(2);
  }
  return (Math.max(1, Math.round(amount)) - 0.01).toFixed(2);
}
