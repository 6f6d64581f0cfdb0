import { describe, expect, it } from 'vitest';
import { pollTargets } from './pollTargets';

describe('what is polled for notifications (reading.md §4.6)', () => {
  it('polls each signed-in Farcaster, Bluesky and Lens account and the Polycast account, never X', () => {
    expect(
      pollTargets({
        accounts: [
          { source: 'Twitter', accountId: '1001' },
          { source: 'Farcaster', accountId: '7' },
          { source: 'Bsky', accountId: 'did:plc:a' },
          { source: 'Lens', accountId: '0xabc' },
          { source: 'Bsky', accountId: 'did:plc:b' },
        ],
        productAccountId: 'u-1',
      }),
    ).toEqual([
      { type: 'Farcaster', profileId: '7' },
      { type: 'Bsky', profileId: 'did:plc:a' },
      { type: 'Lens', profileId: '0xabc' },
      { type: 'Bsky', profileId: 'did:plc:b' },
      { type: 'Tips', profileId: 'u-1' },
      { type: 'Schedule', profileId: 'u-1' },
    ]);
  });

  it('polls nothing signed out', () => {
    expect(pollTargets({ accounts: [], productAccountId: null })).toEqual([]);
    expect(
      pollTargets({ accounts: [{ source: 'Twitter', accountId: '1' }], productAccountId: null }),
    ).toEqual([]);
  });
});
