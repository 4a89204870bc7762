import { STATISTICS } from '../landing-content';

export function Statistics() {
  return (
    <section aria-label="Dućan u brojkama" className="border-y border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 md:grid-cols-4 lg:px-8" data-testid="statistics">
        {STATISTICS.map((stat) => (
          <div key={stat.label} className="text-center">
            <dt className="sr-only">{stat.label}</dt>
            <dd data-value="" className="whitespace-nowrap text-3xl font-extrabold text-ink sm:text-4xl">{stat.value}</dd>
            <dd className="mt-1 text-sm text-slate-600" aria-hidden>
              {stat.label}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
