import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedPicture } from '../../../sandbox/seed/seedImages';
import { createLensSource } from '@/sources/lens/createLensSource';
import type { LensCredentials } from '@/sources/lens/lensSession';
import { signInLensAccount, value } from '../../support/sandboxAccounts';
import { clearFaults, sandbox, setFaults } from '../sandbox/sandboxClient';
import { key, lens, publish, rawGql, signal, signIn } from './lensTestKit';

describe('Lens source against the sandbox GraphQL API', () => {
  let me: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    me = await signIn();
  });
  afterEach(clearFaults);

  const stored = async (who = me) =>
    (await who.store.load(who.account.toLowerCase())) as LensCredentials;

  it('posts metadata that resolves, and reads the post back', async () => {
    const { prepared, published } = await publish(me.source, {
      text: 'gm from the adapter #polycast',
    });
    const uri = (prepared.request as { contentUri: string }).contentUri;
    expect(uri).toMatch(/^lens:\/\//);
    const doc = (await (
      await fetch(`${lens().storage}/${uri.slice('lens://'.length)}`)
    ).json()) as {
      lens: { title: string; tags: string[]; id: string };
    };
    expect(doc.lens).toMatchObject({
      title: 'Post by #mint_maker',
      tags: ['polycast'],
      id: prepared.idempotencyKey,
    });
    const post = value(await me.source.getPost(published.id, signal()));
    expect(post).toMatchObject({
      text: 'gm from the adapter #polycast',
      author: { handle: 'mint_maker' },
    });
  });

  it('comments in a thread of three, quotes, posts a picture, and deletes', async () => {
    const first = (await publish(me.source, { text: 'one' })).published;
    const second = (await publish(me.source, { text: 'two', replyTo: first.id })).published;
    const third = (await publish(me.source, { text: 'three', replyTo: second.id })).published;
    const thread = value(await me.source.getThread(third.id, signal()));
    expect(thread?.ancestors.map((p) => p.id)).toEqual([first.id, second.id]);
    expect(value(await me.source.getThread(first.id, signal()))?.replies.map((p) => p.id)).toEqual([
      second.id,
    ]);

    const quote = (await publish(me.source, { text: 'quoting', quoteOf: first.id })).published;
    expect(value(await me.source.getPost(quote.id, signal()))?.quoteOf).toBe(first.id);

    const image = value(
      await me.source.uploadMedia(
        {
          data: new Blob([seedPicture(1)], { type: 'image/png' }),
          mimeType: 'image/png',
          name: 'p.png',
          alt: 'a',
        },
        signal(),
      ),
    );
    const pictured = (await publish(me.source, { text: 'picture', media: [image] })).published;
    expect(value(await me.source.getPost(pictured.id, signal()))?.media).toHaveLength(1);

    value(await me.source.deletePost(quote.id, signal()));
    expect(value(await me.source.getPost(quote.id, signal()))).toBeNull();
  });

  it('reconciles a post whose answer was lost, by its metadata id', async () => {
    const prepared = value(
      await me.source.prepare({ text: 'exactly once on Lens', media: [] }, key(), signal()),
    );
    await setFaults('lens', { dropAfterCommitRate: 1 });
    expect(await me.source.publish(prepared, signal())).toMatchObject({
      ok: false,
      error: { kind: 'unknown_outcome' },
    });
    await clearFaults();
    const found = value(await me.source.reconcile(prepared, signal()));
    expect(found).not.toBeNull();
    expect(
      value(await me.source.findRecentPostByFingerprint(prepared.fingerprint, signal()))?.id,
    ).toBe(found?.id);
  });

  it('reconciles a lost answer even after a busy outbox posted 60 more (past the first page of 50)', async () => {
    const prepared = value(
      await me.source.prepare({ text: `buried ${Date.now()}`, media: [] }, key(), signal()),
    );
    await setFaults('lens', { dropAfterCommitRate: 1 });
    expect(await me.source.publish(prepared, signal())).toMatchObject({
      error: { kind: 'unknown_outcome' },
    });
    await clearFaults();
    const newer: string[] = [];
    for (let i = 0; i < 60; i++)
      newer.push((await publish(me.source, { text: `newer ${i} ${Date.now()}` })).published.id);
    try {
      const found = value(await me.source.reconcile(prepared, signal()));
      expect(found).not.toBeNull();
      expect(
        value(await me.source.findRecentPostByFingerprint(prepared.fingerprint, signal()))?.id,
      ).toBe(found?.id);
      if (found) newer.push(found.id);
    } finally {
      // Other tests read the seeded timelines: leave them as they were.
      for (const id of newer) await me.source.deletePost(id, signal());
    }
  }, 60_000);

  it('limits replies to the author’s followers (YouFollower) with Lens’s followers-only rule', async () => {
    const ada = await signInLensAccount(sandbox(), 'ada', 1);
    const follower = await signInLensAccount(sandbox(), 'polycast_demo', 0); // follows Ada
    const stranger = me; // mint_maker does not follow Ada
    const { prepared, published: root } = await publish(ada.source, {
      text: 'followers only, please',
      replyRestriction: 'YouFollower',
    });
    expect((prepared.request as { rules: unknown }).rules).toEqual({
      required: [
        {
          followersOnlyRule: {
            repliesRestricted: true,
            quotesRestricted: false,
            repostRestricted: false,
          },
        },
      ],
    });
    const rules = await rawGql<{
      post: { rules: { required: { type: string; config: Record<string, unknown>[] }[] } };
    }>(
      `query($id: PostId!) { post(request: { post: $id }) { ... on Post { rules { required { type config { ... on BooleanKeyValue { key boolean } ... on AddressKeyValue { key address } } } } } } }`,
      { id: root.id },
    );
    expect(rules.post.rules.required).toEqual([
      {
        type: 'FOLLOWERS_ONLY',
        config: expect.arrayContaining([
          { key: 'repliesRestricted', boolean: true },
          { key: 'quotesRestricted', boolean: false },
        ]) as unknown,
      },
    ]);

    const allowed = (await publish(follower.source, { text: 'I follow you', replyTo: root.id }))
      .published;
    expect(value(await ada.source.getPost(allowed.id, signal()))?.replyTo).toBe(root.id);
    await publish(ada.source, { text: 'the author may always', replyTo: root.id });

    const refused = async (replyTo: string) => {
      const attempt = value(
        await stranger.source.prepare({ text: 'let me in', media: [], replyTo }, key(), signal()),
      );
      return stranger.source.publish(attempt, signal());
    };
    const expected = {
      ok: false,
      error: {
        kind: 'invalid',
        code: 'POST_NOT_A_FOLLOWER',
        message: 'Only followers of the author can comment on this post.',
      },
    };
    expect(await refused(root.id)).toEqual(expected);
    // The rule holds for the whole thread, not just the first level.
    expect(await refused(allowed.id)).toEqual(expected);
    // Quotes stay open: only replies were restricted.
    expect(
      (await publish(stranger.source, { text: 'quoting', quoteOf: root.id })).published.id,
    ).toMatch(/^\d+$/);

    expect(
      await ada.source.prepare(
        { text: 'nobody', media: [], replyRestriction: 'Nobody' },
        key(),
        signal(),
      ),
    ).toMatchObject({ ok: false, error: { kind: 'invalid' } });
  });

  it("posts in a group's feed (a channel, composer.md §3.7) and is refused in a group it is not in", async () => {
    type Groups = { groups: { items: { address: string; feed: { address: string } }[] } };
    const query = `query($r: GroupsRequest!) { groups(request: $r) { items { address feed { address } } } }`;
    const mine = (await rawGql<Groups>(query, { r: { filter: { member: me.account } } })).groups
      .items;
    const all = (await rawGql<Groups>(query, { r: {} })).groups.items;
    const inGroup = mine[0];
    const outside = all.find((g) => !mine.some((m) => m.address === g.address));
    if (!inGroup || !outside) throw new Error('the seed has no group to post in, or none outside');

    const { prepared, published } = await publish(me.source, {
      text: 'in the club',
      channel: inGroup.feed.address,
    });
    expect((prepared.request as { feed?: string }).feed).toBe(inGroup.feed.address);
    const read = await rawGql<{ post: { feed: { address: string } } }>(
      `query($id: PostId!) { post(request: { post: $id }) { ... on Post { feed { address } } } }`,
      { id: published.id },
    );
    expect(read.post.feed.address.toLowerCase()).toBe(inGroup.feed.address.toLowerCase());

    const refused = value(
      await me.source.prepare(
        { text: 'let me in', media: [], channel: outside.feed.address },
        key(),
        signal(),
      ),
    );
    expect(await me.source.publish(refused, signal())).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });
    expect(
      await me.source.prepare(
        { text: 'x', media: [], channel: 'https://warpcast.com/~/channel/dev' },
        key(),
        signal(),
      ),
    ).toMatchObject({ ok: false, error: { kind: 'invalid' } });
  });

  it('answers Lens’s 429 as rate_limited with its wait, and keeps the session', async () => {
    const prepared = value(
      await me.source.prepare({ text: 'wait for it', media: [] }, key(), signal()),
    );
    await setFaults('lens', { errorRate: 1, errorStatus: 429, retryAfterSeconds: 7 });
    expect(await me.source.publish(prepared, signal())).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'rate_limited', retryAfterMs: 7_000 }) as unknown,
    });
    expect(await me.source.getPost('1', signal())).toMatchObject({
      ok: false,
      error: { kind: 'rate_limited', retryAfterMs: 7_000 },
    });
    // A refresh that meets the limit ends the same way, and the session stays.
    const later = createLensSource({
      api: lens().api,
      storage: lens().storage,
      account: me.account,
      store: me.store,
      now: () => Date.now() + 3_600_000,
    });
    expect(await later.getPost('1', signal())).toMatchObject({
      ok: false,
      error: { kind: 'rate_limited', retryAfterMs: 7_000 },
    });
    expect(await stored()).toBeDefined();
    await clearFaults();
    value(await me.source.publish(prepared, signal()));
  });
});
