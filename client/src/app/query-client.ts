import { QueryClient } from '@tanstack/react-query';
import { ApiError, BusinessError } from '@client/lib/api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          // refusals and handled errors are final; only transport failures are retried, once
          if (error instanceof BusinessError) return false;
          if (error instanceof ApiError) return error.kind === 'network' && failureCount < 1;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}
