import 'reflect-metadata';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createRouter } from '@/app/router';
import './index.css';

const router = createRouter();

const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// A transition lets React yield to the browser while it renders (or hydrates) the first page,
// instead of blocking the main thread in one long task (what Lighthouse counts as Total Blocking
// Time). The landing page arrives pre-rendered (scripts/prerender.mjs) and is hydrated.
startTransition(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
