import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BUNDLE_SAVING_USD, ORDER_NICHES, orderTotalUsd } from '@ducan/contracts';

interface OrderSummaryProps {
  niches: readonly string[];
  canFinish: boolean;
  pending: boolean;
  onUpdate: () => void;
  onFinish: () => void;
  updated: boolean;
}

export function OrderSummary({ niches, canFinish, pending, onUpdate, onFinish, updated }: OrderSummaryProps) {
  const total = orderTotalUsd(niches);
  const labels = niches.includes('all') ? ['Sve niše (paket)'] : ORDER_NICHES.filter((niche) => niches.includes(niche.id)).map((niche) => niche.label);
  return (
    <Card className="p-6 lg:sticky lg:top-24">
      <h2 className="text-lg font-bold text-ink">Vaša porudžbina</h2>
      {labels.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Izaberite bar jednu nišu.</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {labels.map((label) => (
            <li key={label}>✓ {label}</li>
          ))}
        </ul>
      )}
      <div className="mt-5 flex items-baseline justify-between border-t border-slate-200 pt-4">
        <span className="font-medium text-slate-700">Ukupno</span>
        <span className="text-3xl font-extrabold text-ink" data-testid="order-total" aria-live="polite">
          {total} USD
        </span>
      </div>
      {niches.includes('all') ? <p className="mt-1 text-right text-sm font-medium text-brand-800">Uštedeli ste {BUNDLE_SAVING_USD} USD</p> : null}
      <div className="mt-5 grid gap-3">
        <Button variant="outline" onClick={onUpdate} disabled={niches.length === 0}>
          Ažuriraj porudžbinu
        </Button>
        {updated ? (
          <p role="status" className="text-center text-sm text-slate-600">
            Porudžbina je ažurirana.
          </p>
        ) : null}
        <Button size="lg" onClick={onFinish} disabled={!canFinish || pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {pending ? 'Šaljem porudžbinu…' : 'Završi porudžbinu'}
        </Button>
        {!canFinish ? <p className="text-center text-xs text-slate-600">Za završetak su potrebni bar jedna niša, ime i e-mail.</p> : null}
      </div>
    </Card>
  );
}
