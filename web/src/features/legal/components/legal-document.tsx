import type { ReactNode } from 'react';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** A legal page: title, date of the last update, optional summary and numbered sections. */
export function LegalDocument({ title, updated, intro, summary, sections }: { title: string; updated?: string; intro?: ReactNode; summary?: ReactNode; sections: readonly LegalSection[] }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-ink">{title}</h1>
      {updated ? <p className="mt-3 text-sm text-slate-600">Poslednje ažuriranje: {updated}</p> : null}
      {intro ? <div className="mt-6 text-lg leading-relaxed text-slate-700">{intro}</div> : null}
      {summary ? (
        <aside aria-labelledby="summary-title" className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-6" data-testid="plain-summary">
          <h2 id="summary-title" className="text-lg font-bold text-ink">
            Ukratko, jednostavnim jezikom
          </h2>
          <div className="mt-3 leading-relaxed text-slate-800">{summary}</div>
        </aside>
      ) : null}
      <ol className="mt-10 space-y-10" data-testid="legal-sections">
        {sections.map((section, index) => (
          <li key={section.title}>
            <section aria-labelledby={`section-${index + 1}`}>
              <h2 id={`section-${index + 1}`} className="text-xl font-bold text-ink">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">{section.body}</div>
            </section>
          </li>
        ))}
      </ol>
    </main>
  );
}
