import { LANDING_FAQ } from '@ducan/contracts/site-metadata';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { SectionHeading } from './section-heading';

/** Seven questions; several may be open at once. The section keeps the spec's #pricing anchor. */
export function Faq() {
  return (
    <section id="pricing" aria-labelledby="faq-title" className="defer-render bg-slate-50 py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Česta pitanja" text="Cene, garancije i sve ostalo što nas ljudi najčešće pitaju." />
        <Accordion type="multiple" className="rounded-2xl border border-slate-200 bg-white px-6" data-testid="faq">
          {LANDING_FAQ.map((entry, index) => (
            <AccordionItem key={entry.question} value={`faq-${index}`} className="last:border-b-0">
              <AccordionTrigger>{entry.question}</AccordionTrigger>
              <AccordionContent>{entry.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
