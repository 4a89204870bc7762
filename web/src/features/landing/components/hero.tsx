import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { APP_ROUTES } from '@ducan/contracts/routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { StoreMockup } from '@/components/store-mockup';
import { STORE_EXAMPLES } from '@/components/store-examples';

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white" aria-labelledby="hero-title">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 md:pt-20 lg:grid-cols-[1.15fr_1fr] lg:px-8">
        <div>
          <Badge className="mb-5">Za dropshipping početnike u Srbiji i regionu</Badge>
          <h1 id="hero-title" className="text-4xl font-extrabold leading-[1.1] tracking-tight text-ink sm:text-5xl xl:text-[3.5rem]">
            Profesionalna Shopify prodavnica za <span className="text-brand-700">manje od 10 minuta</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-700">
            Dućan pravi vaš brend kit — logo, boje, fontove i temu — i podiže kompletnu prodavnicu sa proizvodima i stranicama. Vi se bavite prodajom, mi tehnikom.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={APP_ROUTES.dashboard}>
                Počni odmah <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#how-it-works">Pogledaj kako radi</a>
            </Button>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
            {['Besplatno za početak', 'Bez registracije', 'Podrška 24/7'].map((item) => (
              <li key={item} className="inline-flex items-center gap-1.5">
                <CheckCircle2 className="size-4 text-brand-700" aria-hidden /> {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-lg" aria-hidden>
          <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-brand-200/40 blur-2xl" />
          <StoreMockup store={STORE_EXAMPLES[2]} className="rotate-[-1.5deg]" />
          <StoreMockup store={STORE_EXAMPLES[0]} className="absolute -bottom-10 -right-4 hidden w-2/3 rotate-[3deg] sm:block" />
        </div>
      </div>
    </section>
  );
}
