import type { AnonymousOutcome } from '../machines/anonymousPostMachine';
import type { AnonymousAccount } from '@/domain/composer/model/anonymous';
import { ANONYMOUS_TIMED_OUT } from '@/domain/messages/anonymous';
import type { PublishNotice } from '@/features/outbox';

/** Said when the composer closes while an anonymous post is still on its way (online). */
export const ANONYMOUS_ON_ITS_WAY = 'Your anonymous post is on its way.';

const handleOf = (accounts: readonly AnonymousAccount[], platform: AnonymousAccount['platform']) =>
  accounts.find((account) => account.platform === platform)?.handle;

/**
 * The notices for an anonymous post that ended after its composer closed
 * (composer.md §4.3): one per network it is on, each with its link (the
 * composer's own URL forms); its failure, with the reason, until dismissed;
 * or the time-out, linking to the anonymous account's profile.
 */
export function anonymousOutcomeNotices(
  outcome: AnonymousOutcome,
  accounts: readonly AnonymousAccount[],
): PublishNotice[] {
  const farcaster = handleOf(accounts, 'Farcaster');
  const x = handleOf(accounts, 'Twitter');
  if (outcome.kind === 'failed') {
    return [
      {
        message: `Your anonymous post was not posted: ${outcome.message}`,
        tone: 'error',
        persistent: true,
      },
    ];
  }
  if (outcome.kind === 'timedOut') {
    const profile = farcaster
      ? { href: `https://farcaster.xyz/${farcaster}`, label: 'Anonymous account on Farcaster' }
      : x
        ? { href: `https://x.com/${x}`, label: 'Anonymous account on X' }
        : undefined;
    return [{ message: ANONYMOUS_TIMED_OUT, tone: 'info', ...(profile ? { link: profile } : {}) }];
  }
  const notices: PublishNotice[] = outcome.status.cast_hashs.flatMap((cast) => [
    ...(cast.hash && farcaster
      ? [
          {
            message: 'Posted anonymously on Farcaster.',
            tone: 'success' as const,
            link: {
              href: `https://farcaster.xyz/${farcaster}/${cast.hash.slice(0, 10)}`,
              label: 'View on Farcaster',
            },
          },
        ]
      : []),
    ...(cast.tweetId && x
      ? [
          {
            message: 'Posted anonymously on X.',
            tone: 'success' as const,
            link: { href: `https://x.com/${x}/status/${cast.tweetId}`, label: 'View on X' },
          },
        ]
      : []),
  ]);
  return notices.length > 0 ? notices : [{ message: 'Posted anonymously.', tone: 'success' }];
}
