import { NewsletterForm } from './newsletter-form';

export function NewsletterSection() {
  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="defer-render bg-brand-50 py-16">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="mb-8 text-center">
          <h2 id="newsletter-title" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            Saveti za prodaju, jednom nedeljno
          </h2>
          <p className="mt-3 text-slate-700">Shopify trikovi, proverene niše i primeri iz regiona. Bez spama, odjava jednim klikom.</p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}
