import type { StoreDetail } from '@ducan/contracts';
import type { BuildStack } from '../support/build-stack';
import { storePayload } from '../support/build-stack';
import { waitFor } from '../support/wait-for';

const INSTALLED_THEME = 'Dućan Bootstrap 5.0.0';

/** How many builds a chaos run makes: CHAOS_BUILDS (npm run test:chaos sets 30), fewer in `npm test`. */
export function chaosBuildCount(fallback: number): number {
  const value = Number(process.env.CHAOS_BUILDS);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export async function createBuilds(stack: BuildStack, browser: ReturnType<BuildStack['browser']>, prefix: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const { body, status } = await browser.post('/api/stores').send(storePayload(`${prefix}-${index}`));
    if (status !== 201) throw new Error(`store ${index} not created: ${status} ${JSON.stringify(body)}`);
    ids.push(body.id);
  }
  return ids;
}

export async function waitForAllFinished(browser: ReturnType<BuildStack['browser']>, count: number, timeoutMs: number): Promise<StoreDetail[]> {
  return waitFor(
    async () => {
      const response = await browser.get('/api/stores');
      if (response.status !== 200) return undefined;
      const stores = response.body as StoreDetail[];
      return stores.length === count && stores.every((store) => store.status === 'completed' || store.status === 'failed') ? stores : undefined;
    },
    { timeoutMs, intervalMs: 250, description: `${count} builds to finish` },
  );
}

/**
 * Nothing created twice: the sandbox counts every object ever created in a shop (deletes do not
 * lower it) and builds never delete, so each count must equal what the shop holds now.
 */
export async function duplicatesIn(stack: BuildStack, shop: string): Promise<string[]> {
  const [counts, state] = await Promise.all([stack.sandbox.inspect.createdCounts(shop), stack.sandbox.inspect.state(shop)]);
  if (!state) return [`${shop}: no such shop`];
  // Keys are the sandbox's object types. Counts below what is present would mean the counter is
  // not counting at all (the check would prove nothing), so that is reported too.
  const present: Record<string, number> = {
    Product: state.products.length,
    Collection: state.collections.length,
    Page: state.pages.length,
    // A new sandbox shop comes with Shopify's default theme, which no build created.
    Theme: state.themes.filter((theme) => theme.name === INSTALLED_THEME).length,
  };
  const problems = present.Theme === 1 ? [] : [`${shop}: ${present.Theme} copies of ${INSTALLED_THEME}`];
  return problems.concat(Object.entries(present)
    .filter(([kind, now]) => (counts[kind] ?? 0) !== now)
    .map(([kind, now]) => `${shop}: ${kind} created ${counts[kind] ?? 0} times, ${now} present`));
}
