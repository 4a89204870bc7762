import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

type EmblaApi = UseEmblaCarouselType[1];
type EmblaOptions = Parameters<typeof useEmblaCarousel>[0];

/** Pointer travel (px) before a drag counts as a swipe — the spec's swipe delta. */
export const SWIPE_DELTA_PX = 10;

interface CarouselState {
  viewportRef: UseEmblaCarouselType[0];
  api: EmblaApi;
  selectedIndex: number;
  snapCount: number;
  canPrev: boolean;
  canNext: boolean;
}

const CarouselContext = createContext<CarouselState | null>(null);

function useCarousel(): CarouselState {
  const state = useContext(CarouselContext);
  if (!state) throw new Error('Carousel parts must be inside <Carousel>');
  return state;
}

export interface CarouselProps extends HTMLAttributes<HTMLDivElement> {
  /** Accessible name of the region, e.g. "Komentari korisnika". */
  label: string;
  options?: EmblaOptions;
  children: ReactNode;
}

/**
 * A swipeable slider (embla). Slides per view come from each item's basis classes, e.g.
 * `basis-full md:basis-1/2` for one per view under 768 px and two from there on.
 */
export function Carousel({ label, options, className, children, ...props }: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', dragThreshold: SWIPE_DELTA_PX, ...options });
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelectedIndex(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') api?.scrollPrev();
    if (event.key === 'ArrowRight') api?.scrollNext();
  };

  return (
    <CarouselContext.Provider value={{ viewportRef, api, selectedIndex, snapCount, canPrev, canNext }}>
      <div role="region" aria-roledescription="carousel" aria-label={label} onKeyDownCapture={onKeyDown} className={cn('relative', className)} {...props}>
        {children}
      </div>
    </CarouselContext.Provider>
  );
}

export function CarouselContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const { viewportRef } = useCarousel();
  return (
    <div ref={viewportRef} className="overflow-hidden" data-carousel-viewport="">
      <div className={cn('-ml-4 flex touch-pan-y', className)} {...props} />
    </div>
  );
}

export function CarouselItem({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div role="group" aria-roledescription="slide" className={cn('min-w-0 shrink-0 grow-0 basis-full pl-4', className)} data-carousel-item="" {...props} />;
}

const arrowClasses =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-ink shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-40';

export function CarouselPrevious({ className }: { className?: string }) {
  const { api, canPrev } = useCarousel();
  return (
    <button type="button" className={cn(arrowClasses, className)} disabled={!canPrev} onClick={() => api?.scrollPrev()} aria-label="Prethodni slajd">
      <ChevronLeft className="size-5" aria-hidden />
    </button>
  );
}

export function CarouselNext({ className }: { className?: string }) {
  const { api, canNext } = useCarousel();
  return (
    <button type="button" className={cn(arrowClasses, className)} disabled={!canNext} onClick={() => api?.scrollNext()} aria-label="Sledeći slajd">
      <ChevronRight className="size-5" aria-hidden />
    </button>
  );
}

/** One dot per scroll position (so 9 slides at 2 per view give 5 dots on desktop, 9 on mobile). */
export function CarouselDots({ className }: { className?: string }) {
  const { api, selectedIndex, snapCount } = useCarousel();
  const goTo = useCallback((index: number) => api?.scrollTo(index), [api]);
  return (
    <div className={cn('flex flex-wrap items-center justify-center gap-1', className)}>
      {Array.from({ length: snapCount }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={`Idi na slajd ${index + 1} od ${snapCount}`}
          aria-current={index === selectedIndex ? 'true' : undefined}
          onClick={() => goTo(index)}
          className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <span className={cn('block h-2.5 rounded-full transition-all', index === selectedIndex ? 'w-6 bg-brand-600' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400')} />
        </button>
      ))}
    </div>
  );
}
