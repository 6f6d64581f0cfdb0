import { describe, expect, it } from 'vitest';
import type { AnonymousAccount } from '@/domain/composer/model/anonymous';
import { anonymousOutcomeNotices } from './anonymousOutcomeNotice';

const accounts: AnonymousAccount[] = [
  { platform: 'Farcaster', platform_id: '9', handle: 'anon' },
  { platform: 'Twitter', platform_id: '10', handle: 'anon_x' },
] as AnonymousAccount[];

describe('anonymousOutcomeNotices', () => {
  it('links to the cast and the tweet once it is sent', () => {
    expect(
      anonymousOutcomeNotices(
        {
          kind: 'sent',
          status: {
            status: 'sent',
            cast_hashs: [{ community: 'c', hash: '0x1234567890abcdef', tweetId: '77' }],
          },
        },
        accounts,
      ),
    ).toEqual([
      {
        message: 'Posted anonymously on Farcaster.',
        tone: 'success',
        link: { href: 'https://farcaster.xyz/anon/0x12345678', label: 'View on Farcaster' },
      },
      {
        message: 'Posted anonymously on X.',
        tone: 'success',
        link: { href: 'https://x.com/anon_x/status/77', label: 'View on X' },
      },
    ]);
  });

  it('says it was posted when no link can be made', () => {
    expect(
      anonymousOutcomeNotices({ kind: 'sent', status: { status: 'sent', cast_hashs: [] } }, []),
    ).toEqual([{ message: 'Posted anonymously.', tone: 'success' }]);
  });

  it('keeps a failure on screen with its reason', () => {
    expect(
      anonymousOutcomeNotices({ kind: 'failed', message: 'Proof rejected' }, accounts),
    ).toEqual([
      {
        message: 'Your anonymous post was not posted: Proof rejected',
        tone: 'error',
        persistent: true,
      },
    ]);
  });

  it('links the time-out to the anonymous account’s profile (composer.md §4.3)', () => {
    expect(anonymousOutcomeNotices({ kind: 'timedOut' }, accounts)).toEqual([
      {
        message:
          'Your anonymous post is taking longer than usual. It will appear on the anonymous account.',
        tone: 'info',
        link: { href: 'https://farcaster.xyz/anon', label: 'Anonymous account on Farcaster' },
      },
    ]);
  });
});
