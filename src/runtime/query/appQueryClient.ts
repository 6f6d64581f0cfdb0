import { QueryClient } from '@tanstack/react-query';
import { isRetryable, type SourceError } from '@/domain/result';

/** How long what was read stays in the cache (and in its copy on the device) unused. */
export const QUERY_KEPT_MS = 24 * 60 * 60 * 1000;

/** The Result a product or network call failed with, when the query's error carries one. */
export function failureOf(error: unknown): SourceError | undefined {
  if (typeof error !== 'object' || error === null || !('result' in error)) return undefined;
  return (error as { result: SourceError }).result;
}

/**
 * A failed read whose Result says trying again can help (the connection, a
 * busy server) is tried again twice; a refusal, or a failure without a
 * Result (a search that says why at once), is not.
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  const failure = failureOf(error);
  return failures < 2 && failure !== undefined && isRetryable(failure);
}

/**
 * The one cache of what the networks and the product server say (DESIGN.md:
 * what the user did is in the log; what others say is here). Reads run even
 * offline ('offlineFirst'): the service worker or the cache on the device may
 * answer, and a read that cannot says so itself.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: QUERY_KEPT_MS,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  });
}

/** The page's query client: React reaches it through the provider, the page's runtime code here. */
export const appQueryClient = createAppQueryClient();
