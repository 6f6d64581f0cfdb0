import type { AnonymousLimits } from '@/domain/composer/rules/anonymousPanel';
import { fetchAnonymousLimits, type AnonymousLimitsAnswer } from '@/sources/product/anonymousApi';
import { productSessionStore } from '@/runtime/productSession';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { appQueryClient } from '@/runtime/query/appQueryClient';

/** composer.md §7.6, §9: the rate limits are kept 60 s. */
export const ANONYMOUS_LIMITS_TTL_MS = 60_000;

const LIMITS_KEY = ['anonymous', 'limits'] as const;

/** The next look asks the server (after an anonymous post, or once a wait is over). */
export function forgetAnonymousLimits(): void {
  appQueryClient.removeQueries({ queryKey: LIMITS_KEY });
}

export type LoadedAnonymousLimits =
  Exclude<AnonymousLimits, { kind: 'ready' }> | ({ kind: 'ready' } & AnonymousLimitsAnswer);

/**
 * composer.md §3.9, §7.6: the user's anonymous rate limits and quota, with
 * the Polycast session, kept 60 s per account in the query cache. Never
 * rejects: no session and failures are answers too.
 */
export async function loadAnonymousLimits(runtime: AppRuntime): Promise<LoadedAnonymousLimits> {
  try {
    const session = await productSessionStore(await runtime.vault()).load();
    if (!session) return { kind: 'noSession' };
    const answer = await appQueryClient.fetchQuery({
      queryKey: [...LIMITS_KEY, session.accountId],
      queryFn: ({ signal }) =>
        fetchAnonymousLimits({ apiBase: runtime.apiBase, token: session.token, signal }),
      staleTime: ANONYMOUS_LIMITS_TTL_MS,
      retry: false,
    });
    return { kind: 'ready', ...answer };
  } catch (error) {
    return { kind: 'error', reason: error instanceof Error ? error.message : String(error) };
  }
}
