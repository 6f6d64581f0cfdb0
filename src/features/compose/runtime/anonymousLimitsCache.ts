import type { AnonymousLimits } from '@/domain/composer/rules/anonymousPanel';
import { fetchAnonymousLimits, type AnonymousLimitsAnswer } from '@/sources/product/anonymousApi';
import { productSessionStore } from '@/runtime/productSession';
import type { AppRuntime } from '@/runtime/openAppRuntime';

/** composer.md §7.6, §9: the rate limits are kept 60 s. */
export const ANONYMOUS_LIMITS_TTL_MS = 60_000;

let kept: { accountId: string; at: number; answer: AnonymousLimitsAnswer } | undefined;

/** The next look asks the server (after an anonymous post, or once a wait is over). */
export function forgetAnonymousLimits(): void {
  kept = undefined;
}

export type LoadedAnonymousLimits =
  Exclude<AnonymousLimits, { kind: 'ready' }> | ({ kind: 'ready' } & AnonymousLimitsAnswer);

/**
 * composer.md §3.9, §7.6: the user's anonymous rate limits and quota, with
 * the Polycast session, kept 60 s per account. Never rejects: no session and
 * failures are answers too.
 */
export async function loadAnonymousLimits(
  runtime: AppRuntime,
  now: () => number = Date.now,
): Promise<LoadedAnonymousLimits> {
  try {
    const session = await productSessionStore(await runtime.vault()).load();
    if (!session) return { kind: 'noSession' };
    if (kept?.accountId === session.accountId && now() - kept.at < ANONYMOUS_LIMITS_TTL_MS) {
      return { kind: 'ready', ...kept.answer };
    }
    const answer = await fetchAnonymousLimits({ apiBase: runtime.apiBase, token: session.token });
    kept = { accountId: session.accountId, at: now(), answer };
    return { kind: 'ready', ...answer };
  } catch (error) {
    return { kind: 'error', reason: error instanceof Error ? error.message : String(error) };
  }
}
