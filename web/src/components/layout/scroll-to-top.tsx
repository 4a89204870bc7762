import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Re-check delays after the first jump: pages that render late can leave the window scrolled. */
export const SCROLL_RECHECK_DELAYS_MS = [50, 100] as const;

/** Every route change scrolls to the top; if the page is still scrolled it scrolls again after 50 ms or 100 ms. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    toTop();
    const timers = SCROLL_RECHECK_DELAYS_MS.map((delay) =>
      setTimeout(() => {
        if (window.scrollY > 0) toTop();
      }, delay),
    );
    return () => timers.forEach(clearTimeout);
  }, [pathname, hash]);
  return null;
}
