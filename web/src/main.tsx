import 'reflect-metadata';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createRouter } from '@/app/router';
import './index.css';

const router = createRouter();

const root = createRoot(document.getElementById('root') as HTMLElement);
// A transition lets React yield to the browser while it renders the first page, instead of
// blocking the main thread in one long task (what Lighthouse counts as Total Blocking Time).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
