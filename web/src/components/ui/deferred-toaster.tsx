import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from './use-toast';

const Toaster = lazy(() => import('./toast').then((module) => ({ default: module.Toaster })));

/**
 * Mounts the Radix toaster once the browser is idle (or as soon as a toast is raised), so the
 * first paint does not wait for it; from then on F8 focuses its viewport as usual.
 */
export function DeferredToaster() {
  const toasts = useToasts();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 1);
    return () => clearTimeout(timer);
  }, []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
