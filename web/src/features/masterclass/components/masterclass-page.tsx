import { Award, BadgeCheck, CalendarDays, PlayCircle, ShieldCheck, Users, Video } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BENEFITS, CLAIMS, MASTERCLASS_FAQ, MODEL_STEPS, STUDENT_TESTIMONIALS } from '../masterclass-content';
import { ApplicationForm } from './application-form';

const BENEFIT_ICONS = [PlayCircle, Video, Users, BadgeCheck, Award, ShieldCheck];

function scrollToApplication() {
  document.getElementById('application-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function MasterclassPage() {
  return (
    <main>
      <section aria-labelledby="mc-title" className="bg-ink text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6 md:py-24 lg:px-8">
          <Badge variant="solid">Najviše 50 polaznika mesečno</Badge>
          <h1 id="mc-title" className="mx-auto mt-5 max-w-4xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-6xl">
            Dropshipping MasterClass: <span className="text-brand-400">od nule do prve zarade</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-300">
            Program od 60 dana sa 12 video modula, preko 20 sati videa, mentorskom grupom, 1-na-1 mentorstvom i sertifikatom. Uz 30 dana garancije povraćaja novca.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button size="lg" onClick={scrollToApplication}>
              Prijavi se sada
            </Button>
            <span className="inline-flex items-center gap-2 text-sm text-slate-300">
              <CalendarDays className="size-4" aria-hidden /> Odgovaramo u roku od 24 sata
            </span>
          </div>
          <dl className="mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-6 md:grid-cols-4" data-testid="masterclass-claims">
            {CLAIMS.map((claim) => (
              <div key={claim.label} className="rounded-2xl bg-white/5 p-5">
                <dt className="sr-only">{claim.label}</dt>
                <dd data-value="" className="whitespace-nowrap text-2xl font-extrabold text-brand-400 sm:text-3xl">{claim.value}</dd>
                <dd className="mt-1 text-sm text-slate-300" aria-hidden>
                  {claim.label}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="model-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
        <h2 id="model-title" className="text-center text-3xl font-extrabold tracking-tight sm:text-4xl">
          Kako funkcioniše dropshipping
        </h2>
        <ol className="mt-12 grid gap-6 md:grid-cols-3" data-testid="model-steps">
          {MODEL_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 p-6">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-500 font-extrabold text-ink" aria-hidden>
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="benefits-title" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="benefits-title" className="text-center text-3xl font-extrabold tracking-tight sm:text-4xl">
            Šta dobijate u programu
          </h2>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="benefits">
            {BENEFITS.map((benefit, index) => {
              const Icon = BENEFIT_ICONS[index];
              return (
                <li key={benefit.title}>
                  <Card className="h-full p-6">
                    <Icon className="size-8 text-brand-700" aria-hidden />
                    <h3 className="mt-4 text-lg font-bold">{benefit.title}</h3>
                    <p className="mt-2 text-slate-700">{benefit.text}</p>
                  </Card>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="students-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
        <h2 id="students-title" className="text-center text-3xl font-extrabold tracking-tight sm:text-4xl">
          Iskustva polaznika
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3" data-testid="student-testimonials">
          {STUDENT_TESTIMONIALS.map((item) => (
            <li key={item.name}>
              <figure className="h-full rounded-2xl border border-slate-200 p-6 shadow-sm">
                <blockquote className="leading-relaxed text-slate-800">„{item.quote}”</blockquote>
                <figcaption className="mt-4 font-semibold">
                  {item.name} <span className="font-normal text-slate-600">· {item.city}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section id="application-form" aria-labelledby="apply-title" className="bg-brand-50 py-20">
        <div className="mx-auto max-w-2xl px-4 sm:px-6">
          <h2 id="apply-title" className="text-center text-3xl font-extrabold tracking-tight sm:text-4xl">
            Prijavite se za MasterClass
          </h2>
          <p className="mt-3 text-center text-slate-700">Sva polja su obavezna. Javljamo vam se u roku od 24 sata.</p>
          <Card className="mt-8 p-6 sm:p-8">
            <ApplicationForm />
          </Card>
        </div>
      </section>

      <section aria-labelledby="mc-faq-title" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <h2 id="mc-faq-title" className="text-center text-3xl font-extrabold tracking-tight sm:text-4xl">
          Pitanja o programu
        </h2>
        <Accordion type="multiple" className="mt-10" data-testid="masterclass-faq">
          {MASTERCLASS_FAQ.map((entry, index) => (
            <AccordionItem key={entry.question} value={`mc-faq-${index}`}>
              <AccordionTrigger>{entry.question}</AccordionTrigger>
              <AccordionContent>{entry.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </section>
    </main>
  );
}
