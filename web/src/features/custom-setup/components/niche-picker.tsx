import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';
import { ALL_NICHES_BUNDLE_USD, BUNDLE_SAVING_USD, ORDER_NICHES, PRICE_PER_NICHE_USD } from '@ducan/contracts';

/** The niche checkbox list; the bundle includes every niche, so single ones are locked while it is chosen. */
export function NichePicker({ selected, onChange }: { selected: readonly string[]; onChange: (next: string[]) => void }) {
  const bundle = selected.includes('all');
  const toggle = (id: string, checked: boolean) => {
    if (id === 'all') return onChange(checked ? ['all'] : []);
    onChange(checked ? [...selected, id] : selected.filter((item) => item !== id));
  };
  return (
    <fieldset>
      <legend className="sr-only">Niše</legend>
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="niche-list">
        {ORDER_NICHES.map((niche) => {
          const isAll = niche.id === 'all';
          const checked = isAll ? bundle : bundle || selected.includes(niche.id);
          const inputId = `niche-${niche.id}`;
          return (
            <li key={niche.id} className={cn(isAll && 'sm:col-span-2')}>
              <label
                htmlFor={inputId}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl border p-4 transition-colors',
                  checked ? 'border-brand-500 bg-brand-50' : 'border-slate-200 hover:border-slate-300',
                  !isAll && bundle && 'cursor-default opacity-70',
                )}
              >
                <Checkbox id={inputId} checked={checked} disabled={!isAll && bundle} onCheckedChange={(value) => toggle(niche.id, value === true)} />
                <span className="flex-1 font-medium text-ink">{niche.label}</span>
                <span className="text-sm font-semibold text-slate-700">
                  {isAll ? (
                    <>
                      {ALL_NICHES_BUNDLE_USD} USD <span className="ml-1 rounded-full bg-brand-500 px-2 py-0.5 text-xs text-ink">ušteda {BUNDLE_SAVING_USD} USD</span>
                    </>
                  ) : (
                    `${PRICE_PER_NICHE_USD} USD`
                  )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
