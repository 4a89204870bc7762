import { STEPS } from '../landing-content';
import { SectionHeading } from './section-heading';

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="defer-render bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-title" eyebrow="Kako radi" title="Od ideje do prodavnice u 5 koraka" />
        <ol className="grid gap-6 md:grid-cols-5" data-testid="how-it-works-steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-500 text-lg font-extrabold text-ink" aria-hidden>
                {index + 1}
              </span>
              <h3 className="mt-4 font-bold text-ink">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
