import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A 4xx answer will not change on retry; a dropped connection might.
      retry: (count, err) =>
        count < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
    },
  },
});
