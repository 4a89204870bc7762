import { Link } from 'react-router';

/** Shown by routes whose screens have not been built yet; says so plainly instead of faking content. */
export function ScreenInProgress({ title }: { title: string }) {
  return (
    <main style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <h1 style={{ fontSize: '1.75rem' }}>{title}</h1>
      <p>Ovaj ekran je u izradi.</p>
      <Link to="/">Nazad na početnu stranu</Link>
    </main>
  );
}
