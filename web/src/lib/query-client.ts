import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** Spec defaults: no retries, no refetch on focus or interval, data never stale, 401 throws. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
