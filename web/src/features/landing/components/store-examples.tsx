import { StoreMockup } from '@/components/store-mockup';
import { Carousel, CarouselContent, CarouselDots, CarouselItem, CarouselNext, CarouselPrevious } from '@/components/ui/carousel';
import { STORE_EXAMPLES } from '@/components/store-examples';
import { SectionHeading } from './section-heading';

/** Six store examples: three per view from 768 px, one on mobile. */
export function StoreExamples() {
  return (
    <section id="examples" aria-labelledby="examples-title" className="defer-render mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading id="examples-title" eyebrow="Primeri" title="Prodavnice napravljene uz Dućan" text="Svaka sa svojim logom, paletom i temom — spremne za prve kupce." />
      <Carousel label="Primeri prodavnica" data-testid="examples-carousel">
        <CarouselContent>
          {STORE_EXAMPLES.map((store, index) => (
            <CarouselItem key={store.name} className="md:basis-1/3" aria-label={`${index + 1} od ${STORE_EXAMPLES.length}`}>
              <StoreMockup store={store} />
              <p className="mt-3 text-center text-sm font-medium text-slate-700">
                {store.name} — {store.niche}
              </p>
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
