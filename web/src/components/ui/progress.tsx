import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Progress({ className, value = 0, ...props }: ComponentProps<typeof ProgressPrimitive.Root>) {
  const clamped = Math.max(0, Math.min(100, value ?? 0));
  return (
    <ProgressPrimitive.Root value={clamped} className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)} {...props}>
      <ProgressPrimitive.Indicator className="h-full bg-brand-500 transition-transform" style={{ transform: `translateX(-${100 - clamped}%)` }} />
    </ProgressPrimitive.Root>
  );
}
