import { describe, expect, it } from 'vitest';
import type { NetworkNotification } from '@/domain/notifications/notification';
import { bskyAgentCall } from '@/sources/bsky/bskyAgentCall';
import { createBskyReads } from '@/sources/bsky/bskyReads';
import { signInToBluesky, type BskyStoredSession } from '@/sources/bsky/bskySession';
import { memoryCredentialStore } from '@/sources/credentialStore';
import { createFarcasterReads } from '@/sources/farcaster/farcasterReads';
import { createLensReads } from '@/sources/lens/lensReads';
import { signInLensAccount, value } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';
import { lens } from '../sources/lensTestKit';

const signal = () => AbortSignal.timeout(20_000);
const reasons = (page: { items: NetworkNotification[] }) =>
  new Set(page.items.map((n) => n.reason));

/** Issue 21: `npm start` opens on notifications already there for the demo person, on each network. */
describe('the seeded demo person’s notifications', () => {
  it('has replies and likes by others on Bluesky', async () => {
    const demo = sandbox().demo?.bsky;
    if (!demo) throw new Error('no demo person');
    const store = memoryCredentialStore<BskyStoredSession>();
    const { did } = value(
      await signInToBluesky({
        service: sandbox().bsky.pds,
        identifier: demo.handle,
        password: demo.password,
        store,
      }),
    );
    const reads = createBskyReads(bskyAgentCall({ service: sandbox().bsky.pds, did, store }));
    const page = value(await reads.notifications!(undefined, signal()));
    for (const reason of ['reply', 'like'] as const)
      expect(reasons(page).has(reason), reason).toBe(true);
    expect(page.items.every((n) => n.actor.id !== did)).toBe(true);
  });

  it('has a reply, a like, a recast, a mention and follows on Farcaster', async () => {
    const demo = sandbox().demo?.farcaster;
    if (!demo) throw new Error('no demo person');
    const reads = createFarcasterReads({ hubUrl: sandbox().farcaster?.hub ?? '', fid: demo.fid });
    const page = value(await reads.notifications!(undefined, signal()));
    for (const reason of ['reply', 'like', 'repost', 'mention', 'follow'] as const)
      expect(reasons(page).has(reason), reason).toBe(true);
  });

  it('has comments by others on Lens', async () => {
    const demo = await signInLensAccount(sandbox(), 'polycast_demo', 0);
    const reads = createLensReads({ api: lens().api, account: demo.account, store: demo.store });
    const page = value(await reads.notifications!(undefined, signal()));
    expect(reasons(page).has('reply')).toBe(true);
    expect(page.items.every((n) => n.actor.id.toLowerCase() !== demo.account.toLowerCase())).toBe(
      true,
    );
  });
});
