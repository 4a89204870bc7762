import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { RouteMetadata } from './route-metadata';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

function PageFallback() {
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-16" role="status" aria-label="Učitavanje">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-5/6" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** Header, page and footer shared by every screen, plus scroll-to-top and per-page metadata. */
export function PublicLayout() {
  // Marks the page interactive (rendered or hydrated); the pre-rendered landing page is readable before.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Preskoči na sadržaj
      </a>
      <ScrollToTop />
      <RouteMetadata />
      <SiteHeader />
      <div id="main" className="flex-1">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </div>
      <SiteFooter />
    </div>
  );
}
