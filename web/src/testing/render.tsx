import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';

/** Renders a screen part with the app's query client, a router and the toaster. */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        {ui}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Replaces fetch with one that answers `status` and a JSON body (or fails like a dropped connection). */
export function answerFetch(status: number | 'network-failure', body: unknown = {}) {
  const mock = jest.fn(async () => {
    if (status === 'network-failure') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}
