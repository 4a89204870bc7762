import { cn } from '@/lib/utils';

export interface StoreExample {
  name: string;
  niche: string;
  tagline: string;
  /** Background, primary (header, buttons) and accent colours of the store's brand kit. */
  colors: { background: string; primary: string; accent: string; text: string };
  products: readonly { name: string; price: string }[];
}

/**
 * A drawn preview of a store's home page (header, hero, product grid) in its brand colours.
 * Pure markup, so it is sharp on every screen and costs no image bytes.
 */
export function StoreMockup({ store, className }: { store: StoreExample; className?: string }) {
  const { colors } = store;
  return (
    <div role="img" aria-label={`Primer prodavnice ${store.name} (${store.niche})`} className={cn('overflow-hidden rounded-xl border border-slate-200 bg-white shadow-md', className)}>
      <div className="flex items-center gap-1.5 border-b border-slate-200 bg-slate-100 px-3 py-2" aria-hidden>
        <span className="size-2.5 rounded-full bg-red-400" />
        <span className="size-2.5 rounded-full bg-amber-400" />
        <span className="size-2.5 rounded-full bg-green-400" />
        <span className="ml-2 truncate rounded bg-white px-2 py-0.5 text-[10px] text-slate-600">{store.name.normalize('NFD').toLowerCase().replace(/[^a-z0-9]+/g, '')}.rs</span>
      </div>
      <div aria-hidden style={{ background: colors.background, color: colors.text }}>
        <div className="flex items-center justify-between px-4 py-2.5" style={{ background: colors.primary, color: colors.background }}>
          <span className="text-sm font-extrabold tracking-tight">{store.name}</span>
          <span className="flex gap-2 text-[10px] font-medium">
            <span>Proizvodi</span>
            <span>O nama</span>
            <span>Korpa</span>
          </span>
        </div>
        <div className="px-4 py-5">
          <p className="text-base font-bold leading-tight">{store.tagline}</p>
          <span className="mt-2 inline-block rounded px-2.5 py-1 text-[10px] font-semibold" style={{ background: colors.accent, color: colors.text }}>
            Pogledaj ponudu
          </span>
        </div>
        <div className="grid grid-cols-3 gap-2 px-4 pb-4">
          {store.products.map((product, index) => (
            <div key={product.name} className="rounded-md bg-white/70 p-1.5 shadow-sm">
              <div className="aspect-square rounded" style={{ background: `linear-gradient(${135 + index * 40}deg, ${colors.primary}33, ${colors.accent}88)` }} />
              <p className="mt-1 truncate text-[9px] font-medium">{product.name}</p>
              <p className="text-[9px] font-bold">{product.price}</p>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
