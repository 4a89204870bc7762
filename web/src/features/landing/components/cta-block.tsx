import { Link } from 'react-router';
import { APP_ROUTES } from '@ducan/contracts/routes';
import { Button } from '@/components/ui/button';

export function CtaBlock() {
  return (
    <section aria-labelledby="cta-title" className="defer-render px-4 py-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-3xl bg-brand-500 px-6 py-14 text-center text-ink shadow-lg sm:px-12" data-testid="cta-block">
        <h2 id="cta-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          Spremni da otvorite svoju prodavnicu?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg">
          Prepustite nam izradu uz Custom Build, naučite dropshipping od početka do prve prodaje na MasterClass-u, ili nam samo postavite pitanje.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="dark">
            <Link to={APP_ROUTES.customSetup}>Naruči Custom Build</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={APP_ROUTES.masterclass}>Dropshipping MasterClass</Link>
          </Button>
          <Button asChild size="lg" variant="ghost">
            <Link to={APP_ROUTES.contact}>Kontaktiraj nas</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
