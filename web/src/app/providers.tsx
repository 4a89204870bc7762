import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { createQueryClient } from '@/lib/query-client';
import { createStore } from '@/lib/store';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [store] = useState(createStore);
  return (
    <ReduxProvider store={store}>
      <QueryClientProvider client={queryClient}>
        {children}
        <DeferredToaster />
      </QueryClientProvider>
    </ReduxProvider>
  );
}
