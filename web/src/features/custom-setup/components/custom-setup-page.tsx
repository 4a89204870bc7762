import { BadgeDollarSign, CheckCircle2, PackageCheck, ShieldCheck, Store, Truck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { StoreMockup } from '@/components/store-mockup';
import { STORE_EXAMPLES } from '@/components/store-examples';
import { errorMessageFor } from '@/lib/request-errors';
import { useCreateCustomOrder, type CustomOrderCreated, type OrderAddress } from '../api/create-custom-order';
import { AddressFields, EMPTY_ADDRESS } from './address-fields';
import { NichePicker } from './niche-picker';
import { OrderSummary } from './order-summary';

const BANNERS = [
  { icon: PackageCheck, title: '30+ proizvoda po prodavnici', text: 'Provereni proizvodi sa opisima na srpskom i cenama spremnim za prodaju.' },
  { icon: Truck, title: 'Isporuka za 24h', text: 'Vaša prodavnica je gotova i predata vam u roku od 24 sata od porudžbine.' },
  { icon: ShieldCheck, title: 'Garancija profita 90 dana', text: 'Bez profita za 90 dana? Vraćamo 20 USD i dodajemo još 50 USD.' },
  { icon: Store, title: '7,547 isporučenih prodavnica', text: 'Iskustvo koje se vidi u svakom detalju vaše prodavnice.' },
] as const;

function Section({ step, title, children }: { step: number; title: string; children: React.ReactNode }) {
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-3 text-lg font-bold text-ink">
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand-500 text-sm font-extrabold" aria-hidden>
          {step}
        </span>
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </Card>
  );
}

export function CustomSetupPage() {
  const [niches, setNiches] = useState<string[]>([]);
  const [contact, setContact] = useState({ firstName: '', lastName: '', email: '', phone: '' });
  const [shipping, setShipping] = useState<OrderAddress>(EMPTY_ADDRESS);
  const [useSameForBilling, setUseSameForBilling] = useState(true);
  const [billing, setBilling] = useState<OrderAddress>(EMPTY_ADDRESS);
  const [updated, setUpdated] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CustomOrderCreated | null>(null);
  const createOrder = useCreateCustomOrder();

  const canFinish = niches.length > 0 && contact.email.trim() !== '' && contact.firstName.trim() !== '';
  const setContactField = (key: keyof typeof contact) => (event: { target: { value: string } }) => setContact((current) => ({ ...current, [key]: event.target.value }));
  const changeNiches = (next: string[]) => {
    setNiches(next);
    setUpdated(false);
  };

  const onUpdate = () => {
    setUpdated(true);
    document.getElementById('order-contact')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const onFinish = () => {
    if (!canFinish) return;
    setError(null);
    createOrder.mutate(
      {
        niches,
        firstName: contact.firstName.trim(),
        lastName: contact.lastName.trim(),
        email: contact.email.trim(),
        phone: contact.phone.trim(),
        address: shipping.address.trim(),
        apartment: shipping.apartment.trim(),
        city: shipping.city.trim(),
        country: shipping.country,
        state: shipping.state,
        postalCode: shipping.postalCode.trim(),
        useSameForBilling,
        ...(useSameForBilling ? {} : { billingAddress: billing }),
      },
      {
        onSuccess: (order) => {
          setCreated(order);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        },
        onError: (failure) => setError(errorMessageFor(failure, 'Došlo je do greške.')),
      },
    );
  };

  if (created) {
    return (
      <main className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6" data-testid="order-confirmation">
        <CheckCircle2 className="mx-auto size-14 text-brand-600" aria-hidden />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Porudžbina je primljena</h1>
        <p className="mt-4 text-lg text-slate-700" role="status">
          {created.message}
        </p>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-50 px-5 py-2 font-semibold text-brand-900">
          <BadgeDollarSign className="size-5" aria-hidden /> Porudžbina #{created.id} · {created.totalUsd} USD
        </p>
        <p className="mt-6 text-slate-700">Potvrdu smo poslali na {contact.email.trim()}. Javljamo vam se u roku od 24 sata.</p>
      </main>
    );
  }

  return (
    <main>
      <section aria-labelledby="cs-title" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-14 text-center sm:px-6 md:py-20 lg:px-8">
          <Badge>Custom Build</Badge>
          <h1 id="cs-title" className="mx-auto mt-4 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            Vaša Shopify prodavnica po meri, gotova za 24h
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
            Izaberite niše, a naš tim pravi kompletnu prodavnicu: tema, brend, 30+ proizvoda po prodavnici, stranice i navigacija. 20 USD po niši ili sve niše za 149 USD.
          </p>
        </div>
      </section>

      <section aria-label="Zašto Custom Build" className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="banners">
          {BANNERS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <Icon className="size-7 text-brand-700" aria-hidden />
              <h2 className="mt-3 font-bold text-ink">{title}</h2>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="samples-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="samples-title" className="text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
          Primeri prodavnica koje smo napravili
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="sample-stores">
          {STORE_EXAMPLES.slice(0, 3).map((store) => (
            <li key={store.name}>
              <StoreMockup store={store} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="Porudžbina" className="bg-slate-50 py-16">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
          <div className="grid gap-6">
            <Section step={1} title="Izaberite niše">
              <NichePicker selected={niches} onChange={changeNiches} />
            </Section>
            <div id="order-contact">
              <Section step={2} title="Kontakt podaci">
                <p className="mb-4 text-sm text-slate-600">Sva polja porudžbine su obavezna, osim stana i sprata.</p>
                <div className="grid gap-4 sm:grid-cols-2">
                  <div className="grid gap-1.5">
                    <Label htmlFor="order-firstName">Ime</Label>
                    <Input id="order-firstName" autoComplete="given-name" required value={contact.firstName} onChange={setContactField('firstName')} />
                  </div>
                  <div className="grid gap-1.5">
                    <Label htmlFor="order-lastName">Prezime</Label>
                    <Input id="order-lastName" autoComplete="family-name" value={contact.lastName} onChange={setContactField('lastName')} />
                  </div>
                  <div className="grid gap-1.5">
                    <Label htmlFor="order-email">E-mail</Label>
                    <Input id="order-email" type="email" autoComplete="email" required value={contact.email} onChange={setContactField('email')} />
                  </div>
                  <div className="grid gap-1.5">
                    <Label htmlFor="order-phone">Telefon</Label>
                    <Input id="order-phone" type="tel" autoComplete="tel" placeholder="+381 6x xxx xxxx" value={contact.phone} onChange={setContactField('phone')} />
                  </div>
                </div>
              </Section>
            </div>
            <Section step={3} title="Adresa">
              <AddressFields idPrefix="shipping" value={shipping} onChange={setShipping} />
            </Section>
            <Section step={4} title="Adresa za naplatu">
              <label htmlFor="same-billing" className="flex cursor-pointer items-center gap-3">
                <Checkbox id="same-billing" checked={useSameForBilling} onCheckedChange={(value) => setUseSameForBilling(value === true)} />
                <span className="font-medium">Ista kao adresa iznad</span>
              </label>
              {useSameForBilling ? null : (
                <div className="mt-5">
                  <AddressFields idPrefix="billing" value={billing} onChange={setBilling} withNames />
                </div>
              )}
            </Section>
            {error ? (
              <p role="alert" data-result="error" className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
                <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden /> {error}
              </p>
            ) : null}
          </div>
          <div>
            <OrderSummary niches={niches} canFinish={canFinish} pending={createOrder.isPending} onUpdate={onUpdate} onFinish={onFinish} updated={updated} />
          </div>
        </div>
      </section>
    </main>
  );
}
