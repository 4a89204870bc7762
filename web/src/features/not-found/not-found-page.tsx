import { Link } from 'react-router';
import { APP_ROUTES, NOT_FOUND_MESSAGE } from '@ducan/contracts/routes';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  return (
    <main className="grid min-h-[60vh] place-items-center px-4 py-16 text-center">
      <div>
        <p className="text-7xl font-extrabold text-brand-700" aria-hidden>
          404
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink">{NOT_FOUND_MESSAGE}</h1>
        <p className="mt-3 text-slate-700">Stranica koju tražite ne postoji ili je premeštena.</p>
        <Button asChild size="lg" className="mt-8">
          <Link to={APP_ROUTES.landing}>Nazad na početnu stranu</Link>
        </Button>
      </div>
    </main>
  );
}
