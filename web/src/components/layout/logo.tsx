import { cn } from '@/lib/utils';

/** The Dućan mark (a shopping bag) and word mark. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-xl font-extrabold tracking-tight', inverted ? 'text-white' : 'text-ink', className)}>
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden>
        <rect width="64" height="64" rx="14" fill="#15CF92" />
        <path d="M18 24h28l-3 22a4 4 0 0 1-4 3.5H25a4 4 0 0 1-4-3.5z" fill="#0B1F17" />
        <path d="M25 24v-3a7 7 0 0 1 14 0v3" fill="none" stroke="#0B1F17" strokeWidth="4" strokeLinecap="round" />
      </svg>
      Dućan
    </span>
  );
}
