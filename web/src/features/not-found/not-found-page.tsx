import { Link } from 'react-router';
import { APP_ROUTES, NOT_FOUND_MESSAGE } from '@ducan/contracts';

export function NotFoundPage() {
  return (
    <main style={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', padding: '4rem 1rem' }}>
      <div>
        <p style={{ fontSize: '4rem', fontWeight: 800, color: '#15CF92', margin: 0 }}>404</p>
        <h1 style={{ fontSize: '1.75rem', margin: '0.5rem 0 1.5rem' }}>{NOT_FOUND_MESSAGE}</h1>
        <Link to={APP_ROUTES.landing} style={{ color: '#0b8a60', fontWeight: 600 }}>
          Nazad na početnu stranu
        </Link>
      </div>
    </main>
  );
}
