import { Loader2, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessageFor } from '@/lib/request-errors';
import { useSendContactMessage } from '../api/send-contact-message';
import { FormResult } from './form-result';

const EMPTY = { name: '', email: '', message: '' };

/** Name, e-mail and message, all required. */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [result, setResult] = useState<string | null>(null);
  const send = useSendContactMessage();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    send.mutate(
      { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() },
      {
        onSuccess: (reply) => {
          const message = reply.message ?? 'Došlo je do greške.';
          setResult(message);
          if (message.includes('Hvala')) setValues(EMPTY);
        },
        onError: (error) => setResult(errorMessageFor(error, 'Došlo je do greške.')),
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
    <form onSubmit={onSubmit} className="grid gap-5" aria-label="Kontakt forma">
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
        <Label htmlFor={`${id}-message`}>Poruka</Label>
        <Textarea {...field('message')} rows={6} placeholder="Kako možemo da vam pomognemo?" />
      </div>
      {result ? <FormResult message={result} /> : null}
      <Button type="submit" size="lg" disabled={send.isPending} className="justify-self-start">
        {send.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
        {send.isPending ? 'Šaljem…' : 'Pošalji poruku'}
      </Button>
    </form>
  );
}
