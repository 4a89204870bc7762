import { PageCreateMutation, type ShopifyClient } from '../../src';

export interface HammerResult {
  created: number;
  throttledAnswers: number;
  failures: string[];
}

/** Sends `count` pageCreate mutations (10 points each), `concurrency` at a time. */
export async function hammerShop(client: ShopifyClient, count: number, label: string, concurrency: number): Promise<HammerResult> {
  const result: HammerResult = { created: 0, throttledAnswers: 0, failures: [] };
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = (next += 1);
      try {
        await client.request(PageCreateMutation, { page: { title: `${label} ${index}`, handle: `${label}-${index}` } });
        result.created += 1;
      } catch (error) {
        result.failures.push((error as Error).message);
      }
      result.throttledAnswers += client.lastCost?.throttledAnswers ?? 0;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return result;
}
