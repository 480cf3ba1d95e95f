import { QueryClient } from "@tanstack/react-query";
import { ApiClientError } from "@/lib/api/client";

/** docs/product.md §9: infinite freshness, no refetch on focus, reconnect or mount. Queries that must always refetch override this. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        // A 4xx answer will not change on retry; network hiccups and 5xx get one more try.
        retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiClientError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
