import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessageFor } from '@/lib/request-errors';
import { cn } from '@/lib/utils';
import { APPLICATION_SUCCESS, useSubmitApplication } from '../api/submit-application';

const EMPTY = { name: '', email: '', phone: '', message: '' };

/** Name, e-mail, phone (+381 hint) and message, all required; green success clears the form. */
export function ApplicationForm() {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const apply = useSubmitApplication();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    apply.mutate(
      { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), message: values.message.trim() },
      {
        onSuccess: () => {
          setResult({ ok: true, text: APPLICATION_SUCCESS });
          setValues(EMPTY);
        },
        onError: (error) => setResult({ ok: false, text: errorMessageFor(error, 'Došlo je do greške.') }),
      },
    );
  };

  const field = (key: keyof typeof EMPTY) => ({
    id: `${id}-${key}`,
    name: key,
    required: true,
    value: values[key],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-5" aria-label="Aplikacija za MasterClass">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Ime i prezime</Label>
          <Input {...field('name')} autoComplete="name" placeholder="Petar Petrović" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-email`}>E-mail</Label>
          <Input {...field('email')} type="email" autoComplete="email" placeholder="ime@primer.rs" />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-phone`}>Telefon</Label>
        <Input {...field('phone')} type="tel" autoComplete="tel" placeholder="+381 6x xxx xxxx" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-message`}>Zašto želite da se prijavite?</Label>
        <Textarea {...field('message')} rows={5} placeholder="Recite nam nešto o sebi, iskustvu i ciljevima." />
      </div>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          data-result={result.ok ? 'success' : 'error'}
          className={cn('flex items-start gap-2 rounded-lg border p-3 text-sm font-medium', result.ok ? 'border-green-300 bg-green-50 text-green-800' : 'border-red-300 bg-red-50 text-red-800')}
        >
          {result.ok ? <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden /> : <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />}
          {result.text}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={apply.isPending}>
        {apply.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {apply.isPending ? 'Šaljem aplikaciju...' : 'Pošalji aplikaciju'}
      </Button>
    </form>
  );
}
