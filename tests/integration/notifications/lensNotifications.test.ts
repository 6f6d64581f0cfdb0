import { beforeAll, describe, expect, it } from 'vitest';
import type { NetworkNotification } from '@/domain/notifications/notification';
import { createLensReads } from '@/sources/lens/lensReads';
import type { SourceReads } from '@/sources/reading/sourceReads';
import { signInLensAccount, value } from '../../support/sandboxAccounts';
import { readAllPages } from '../../support/readAllPages';
import { sandbox } from '../sandbox/sandboxClient';
import { lens, publish, rawGql, signal } from '../sources/lensTestKit';

describe('Lens notifications through the v3 `notifications` query (issue 21, reading.md §2.13)', () => {
  let reader: Awaited<ReturnType<typeof signInLensAccount>>;
  let other: Awaited<ReturnType<typeof signInLensAccount>>;
  let reads: SourceReads;

  beforeAll(async () => {
    [reader, other] = await Promise.all([
      signInLensAccount(sandbox(), 'ada', 1),
      signInLensAccount(sandbox(), 'mint_maker', 3),
    ]);
    reads = createLensReads({ api: lens().api, account: reader.account, store: reader.store });
  });

  const all = async () =>
    (await readAllPages((cursor) => reads.notifications!(cursor, signal()))).flat();

  it('asks to be signed in, as the real API does', async () => {
    const answer = await fetch(lens().api, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ notifications(request: {}) { items { __typename } } }' }),
    });
    const body = (await answer.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lists another account’s like, repost, comment, quote, mention and follow of the reader', async () => {
    const mine = (await publish(reader.source, { text: `ada's post ${Date.now()}` })).published.id;
    const followed = await rawGql<{ followStatus: { isFollowing: { optimistic: boolean } }[] }>(
      'query($r: FollowStatusRequest!) { followStatus(request: $r) { isFollowing { optimistic } } }',
      { r: { pairs: [{ account: reader.account, follower: other.account }] } },
    );
    const wasFollowing = followed.followStatus[0]?.isFollowing.optimistic ?? false;
    const act = async (kind: 'like' | 'repost' | 'follow', target: string, on: boolean) =>
      value(await other.source.setToggle(kind, target, on, signal()));
    const theirs: string[] = [];
    try {
      if (wasFollowing) await act('follow', reader.account, false);
      await act('follow', reader.account, true);
      await act('like', mine, true);
      await act('repost', mine, true);
      const said = async (post: Parameters<typeof publish>[1]) => {
        const { id } = (await publish(other.source, post)).published;
        theirs.push(id);
        return id;
      };
      const reply = await said({ text: 'a comment for ada', replyTo: mine });
      const quote = await said({ text: 'quoting ada', quoteOf: mine });
      const mention = await said({ text: 'hello @lens/ada' });

      const found = await all();
      const by = (n: NetworkNotification) =>
        n.actor.id.toLowerCase() === other.account.toLowerCase();
      const about = found.filter(
        (n) =>
          by(n) && (n.subject?.id === mine || [reply, quote, mention].includes(n.post?.id ?? '')),
      );
      expect(about.map((n) => [n.reason, n.post?.id, n.subject?.id])).toEqual([
        ['mention', mention, undefined],
        ['quote', quote, mine],
        ['reply', reply, mine],
        ['repost', undefined, mine],
        ['like', undefined, mine],
      ]);
      expect(about.find((n) => n.reason === 'like')?.subject?.text).toMatch(/^ada's post/);
      // The follow is the newest of that account's follows of the reader.
      expect(found.find((n) => by(n) && n.reason === 'follow')).toBeDefined();
      expect(new Set(found.map((n) => n.id)).size).toBe(found.length);
    } finally {
      // Other tests read these seeded accounts: leave them as they were.
      await other.source.setToggle('like', mine, false, signal());
      await other.source.setToggle('repost', mine, false, signal());
      await other.source.setToggle('follow', reader.account, wasFollowing, signal());
      for (const id of theirs) await other.source.deletePost(id, signal());
      await reader.source.deletePost(mine, signal());
    }
  });
});
