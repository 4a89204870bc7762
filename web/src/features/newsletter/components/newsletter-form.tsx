import { Loader2, MailCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { errorMessageFor, NETWORK_ERROR_MESSAGE } from '@/lib/request-errors';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/** Name and e-mail, both required; the thank-you view replaces the form once subscribed. */
export function NewsletterForm() {
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeNewsletter();
  const canSubmit = name.trim() !== '' && email.trim() !== '' && !subscribe.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    subscribe.mutate(
      { name: name.trim(), email: email.trim() },
      {
        // The server's own words: a new subscriber gets "check your inbox", a returning one "already subscribed".
        onSuccess: (reply) => toast({ title: 'Uspešno pretplaćen!', description: reply.message ?? 'Proverite inbox — poslali smo vam potvrdu pretplate.' }),
        onError: (error) => toast({ variant: 'destructive', title: 'Greška', description: errorMessageFor(error, NETWORK_ERROR_MESSAGE) }),
      },
    );
  };

  if (subscribe.isSuccess) {
    return (
      <div className="rounded-2xl border border-brand-200 bg-white p-8 text-center" role="status" data-testid="newsletter-thank-you">
        <MailCheck className="mx-auto size-10 text-brand-700" aria-hidden />
        <h3 className="mt-3 text-xl font-bold text-ink">Hvala, {name.trim()}!</h3>
        <p className="mt-2 text-slate-700">Pretplatili ste se na Dućan newsletter. Prvi mejl sa savetima o Shopify-ju i dropshippingu stiže uskoro na {email.trim()}.</p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end" aria-label="Prijava na newsletter" noValidate={false}>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-name`}>Ime</Label>
        <Input id={`${id}-name`} name="name" autoComplete="given-name" required value={name} onChange={(event) => setName(event.target.value)} placeholder="Vaše ime" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-email`}>E-mail</Label>
        <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} placeholder="ime@primer.rs" />
      </div>
      <Button type="submit" disabled={!canSubmit}>
        {subscribe.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {subscribe.isPending ? 'Prijavljujem…' : 'Pretplati se'}
      </Button>
    </form>
  );
}
