import type { ReadingAccount, ReadsResolver } from '@/features/accounts';
import type { NetworkAnswer } from './allTimelinePages';

/**
 * One page of an account's home timeline, as an answer the timeline keeps:
 * a network that cannot be read says why instead of failing the others.
 */
export async function readHomePage(
  resolve: ReadsResolver,
  account: ReadingAccount,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<NetworkAnswer> {
  try {
    const reads = await resolve(account);
    const answer = await reads.homeTimeline(cursor, signal);
    return answer.ok
      ? { source: account.source, ok: true, page: answer.value }
      : { source: account.source, ok: false, message: answer.error.message };
  } catch (error) {
    return {
      source: account.source,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
