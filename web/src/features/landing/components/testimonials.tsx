import { Quote, Star } from 'lucide-react';
import { Carousel, CarouselContent, CarouselDots, CarouselItem, CarouselNext, CarouselPrevious } from '@/components/ui/carousel';
import { TESTIMONIALS } from '../landing-content';
import { SectionHeading } from './section-heading';

export function Testimonials() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="defer-render mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading id="testimonials-title" eyebrow="Komentari" title="Šta kažu vlasnici prodavnica" text="Preduzetnici iz cele regije koji su prvu prodavnicu otvorili uz Dućan." />
      <Carousel label="Komentari korisnika" data-testid="testimonials-carousel">
        <CarouselContent>
          {TESTIMONIALS.map((item, index) => (
            <CarouselItem key={item.name} className="md:basis-1/2" aria-label={`${index + 1} od ${TESTIMONIALS.length}`}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-center justify-between">
                  <span role="img" className="flex gap-0.5 text-amber-500" aria-label="Ocena 5 od 5">
                    {Array.from({ length: 5 }, (_, index) => (
                      <Star key={index} className="size-4 fill-current" aria-hidden />
                    ))}
                  </span>
                  <Quote className="size-6 text-brand-300" aria-hidden />
                </div>
                <blockquote className="mt-4 flex-1 leading-relaxed text-slate-800">„{item.quote}”</blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900" aria-hidden>
                    {item.name.split(' ').map((part) => part[0]).join('')}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink">{item.name}</span>
                    <span className="block text-sm text-slate-600">
                      {item.city} · {item.store}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </CarouselItem>
          ))}
        </CarouselContent>
        <div className="mt-8 flex items-center justify-center gap-4">
          <CarouselPrevious />
          <CarouselDots />
          <CarouselNext />
        </div>
      </Carousel>
    </section>
  );
}
