import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { SITE } from '@ducan/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ContactForm } from './contact-form';

const CHANNELS = [
  { icon: MessageCircle, title: 'Chat', text: 'Pišite nam u Facebook grupi Dućan zajednice — odgovaramo i mi i iskusni prodavci.', href: SITE.facebookGroupUrl, action: 'Otvori chat', external: true },
  { icon: Phone, title: 'Telefon', text: 'Pozovite nas radnim danima od 9 do 17 časova.', href: SITE.phoneHref, action: SITE.phone, external: false },
  { icon: Mail, title: 'E-mail', text: 'Pošaljite nam detalje, snimke ekrana ili pitanja o porudžbini.', href: `mailto:${SITE.email}`, action: SITE.email, external: false },
] as const;

export function ContactPage() {
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <header className="mx-auto max-w-2xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">Kontakt</h1>
          <p className="mt-4 text-lg text-slate-700">Imate pitanje o prodavnici, Custom Build porudžbini ili MasterClass-u? Tu smo da pomognemo.</p>
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-800 shadow-sm" data-testid="support-hours">
            <Clock className="size-4 text-brand-700" aria-hidden />
            Podrška: ponedeljak – petak, 9–17 h · odgovor u roku od 24 sata
          </p>
        </header>
        <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <Card>
            <CardHeader>
              <CardTitle>
                <span className="text-xl">Pošaljite nam poruku</span>
              </CardTitle>
              <CardDescription>Sva polja su obavezna. Odgovaramo na e-mail koji ostavite, u roku od 24 sata.</CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm />
            </CardContent>
          </Card>
          <ul className="grid content-start gap-4" aria-label="Drugi načini kontakta">
            {CHANNELS.map(({ icon: Icon, title, text, href, action, external }) => (
              <li key={title}>
                <Card className="p-5">
                  <div className="flex gap-4">
                    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                      <Icon className="size-5" aria-hidden />
                    </span>
                    <div>
                      <h2 className="font-bold text-ink">{title}</h2>
                      <p className="mt-1 text-sm text-slate-700">{text}</p>
                      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} className="mt-2 inline-block text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
                        {action}
                      </a>
                    </div>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
