import {
  FarcasterNetwork,
  makeCastAdd,
  makeLinkAdd,
  NobleEd25519Signer,
  type Message,
} from '@farcaster/core';
import { randomBytes } from 'node:crypto';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FARCASTER_EPOCH_MS } from '@/domain/farcasterTime';
import { timelineTime, type Post, type Profile } from '@/domain/reading/post';
import { createFarcasterReads } from '@/sources/farcaster/farcasterReads';
import type { SkippedItem } from '@/sources/reading/parseItems';
import type { SourceReads } from '@/sources/reading/sourceReads';
import { addSignerKey, castBody, submitMessage } from '../../../sandbox/farcaster/hubClient';
import { startFarcasterHub } from '../../../sandbox/farcaster/startFarcasterHub';
import { SEED_PEOPLE } from '../../../sandbox/seed/people';
import {
  FARCASTER_TIMELINE_SEED as SEED,
  FOLLOWED_BY_DEMO,
} from '../../../sandbox/seed/seedFarcasterTimeline';
import { value } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';
import { readAllPages } from '../../support/readAllPages';

const signal = () => AbortSignal.timeout(20_000);
const hubUrl = () => sandbox().farcaster?.hub ?? '';

/** A message of a hub list, as far as these tests read it. */
interface HubMessage {
  hash: string;
  data: {
    timestamp: number;
    linkBody?: { targetFid: number };
    castAddBody?: { parentCastId?: { fid: number } };
    reactionBody?: { targetCastId?: { fid: number; hash: string } };
  };
}

const farcasterIso = (seconds: number) =>
  new Date(FARCASTER_EPOCH_MS + seconds * 1000).toISOString();

const keyOf = (post: Post) => `${post.id}@${post.repostedAt ?? ''}`;
const isNewestFirst = (posts: Post[]) =>
  posts.every((p, i) => i === 0 || timelineTime(posts[i - 1] as Post) >= timelineTime(p));

describe('Farcaster reads through the hub HTTP API against the sandbox', () => {
  const skipped: SkippedItem[] = [];
  let reads: SourceReads;
  let home: Post[][];
  let demoFid: number;
  /** Farcaster time when the reading began: what is newer may have arrived since. */
  let readFrom: number;

  beforeAll(async () => {
    const demo = sandbox().demo?.farcaster;
    if (!demo) throw new Error('no demo person');
    demoFid = demo.fid;
    readFrom = Math.floor((Date.now() - FARCASTER_EPOCH_MS) / 1000);
    reads = createFarcasterReads({
      hubUrl: hubUrl(),
      fid: demo.fid,
      pageSize: 8,
      report: (item) => skipped.push(item),
    });
    home = await readAllPages((cursor) => reads.homeTimeline(cursor, signal()));
  }, 120_000);

  it('pages the home timeline to its end, newest first, each post once, only from people followed', async () => {
    const posts = home.flat();
    expect(home.length).toBeGreaterThan(4);
    expect(home.slice(0, -1).every((page) => page.length === 8)).toBe(true);
    const keys = posts.map(keyOf);
    expect(new Set(keys).size).toBe(keys.length);
    expect(isNewestFirst(posts)).toBe(true);

    // Whom the demo person follows, as the hub says (the demo's own casts are in too).
    const links = (await (
      await fetch(`${hubUrl()}/v1/linksByFid?fid=${demoFid}&link_type=follow`)
    ).json()) as { messages: { data: { linkBody: { targetFid: number } } }[] };
    const followed = links.messages.map((m) => String(m.data.linkBody.targetFid));
    expect(followed).toHaveLength(FOLLOWED_BY_DEMO.length);
    const inTimeline = new Set([String(demoFid), ...followed]);
    for (const post of posts) {
      expect(inTimeline.has(post.repostedBy?.id ?? post.author.id)).toBe(true);
      // A reply is there when it answers someone in the timeline.
      if (post.replyTo) expect(inTimeline.has(post.replyTo.split(':')[0] ?? '')).toBe(true);
    }
    expect(posts.some((p) => p.author.id === String(demoFid))).toBe(true);
    expect(posts.some((p) => p.replyTo)).toBe(true);
    // A recast from someone followed brings in a cast from someone who is not.
    const fromOutside = posts.find((p) => p.text === SEED.recastFromOutside.text);
    expect(fromOutside?.repostedBy?.handle).toBe('frame-fred');
    expect(inTimeline.has(fromOutside?.author.id ?? '')).toBe(false);
    expect(skipped).toEqual([]);
  });

  it('leaves no gaps: every cast and recast of the people in it, as the hub lists them', async () => {
    const shown = new Set(home.flat().map(keyOf));
    const list = async (path: string) =>
      (
        (await (await fetch(`${hubUrl()}${path}&pageSize=1000`)).json()) as {
          messages: HubMessage[];
        }
      ).messages;
    const links = await list(`/v1/linksByFid?fid=${demoFid}&link_type=follow`);
    const people = new Set([demoFid, ...links.map((m) => m.data.linkBody?.targetFid ?? 0)]);
    const expected: string[] = [];
    for (const fid of people) {
      for (const m of await list(`/v1/castsByFid?fid=${fid}`)) {
        const parent = m.data.castAddBody?.parentCastId;
        if (m.data.timestamp < readFrom && (!parent || people.has(parent.fid)))
          expected.push(`${fid}:${m.hash}@`);
      }
      for (const m of await list(`/v1/reactionsByFid?fid=${fid}&reaction_type=Recast`)) {
        const target = m.data.reactionBody?.targetCastId;
        if (target && m.data.timestamp < readFrom)
          expected.push(`${target.fid}:${target.hash}@${farcasterIso(m.data.timestamp)}`);
      }
    }
    expect(expected.length).toBeGreaterThan(60);
    expect(expected.filter((key) => !shown.has(key))).toEqual([]);
  });

  const activityOf = (id: string) => {
    if (!reads.postActivity) throw new Error('Farcaster reads have no postActivity');
    return reads.postActivity(id, signal());
  };

  it('maps channels, mentions, pictures, GIFs, links, quotes, recasts and counts', async () => {
    const posts = home.flat();
    const byText = (text: string) => posts.filter((p) => p.text === text);

    const [channel] = byText(SEED.channel.text);
    expect(channel?.channel).toEqual({ id: SEED.channel.channelId });
    expect(channel?.media).toEqual([expect.objectContaining({ kind: 'image' })]);

    // Mentions are back in the text as @username, and listed.
    const [mention] = byText(SEED.mention.text);
    expect(mention?.mentions?.map((m) => m.handle).sort()).toEqual(['ada', 'frame-fred']);

    // The popular cast: once as cast, twice as recast. Counts come apart (three hub calls a
    // cast, read for the casts on screen): its likes, recasts and the viewer's like.
    const popular = byText(SEED.popular.text);
    expect(popular.map((p) => p.repostedBy?.handle ?? '').sort()).toEqual([
      '',
      'rollup-rita',
      'satoshi-fan',
    ]);
    for (const post of popular) {
      expect(post.counts).toBeUndefined();
      expect(value(await activityOf(post.id))).toEqual({
        counts: expect.objectContaining({
          likes: SEED.popular.likes,
          reposts: SEED.popular.recasts,
        }),
        viewer: { liked: true, reposted: false },
      });
      expect(post.media.map((m) => m.kind)).toEqual(['image', 'image']);
      expect(post.author.handle).toBe('ada');
      expect(post.url).toMatch(/^https:\/\/farcaster\.xyz\/ada\/0x[0-9a-f]{8}$/);
    }
    const original = popular.find((p) => !p.repostedBy);

    const [quote] = byText(SEED.quote.text);
    expect(quote?.quoteOf).toBe(original?.id);
    expect(quote?.quote).toMatchObject({ id: original?.id, text: SEED.popular.text });

    const gif = posts.find((p) => p.media.some((m) => m.kind === 'gif'));
    expect(gif?.media[0]?.url).toMatch(/\.gif$/);
    const linked = posts.find((p) => p.link);
    expect(linked?.link?.url).toMatch(/\/pages\/how-the-bridge-settles$/);
    expect(linked?.media).toEqual([]);

    // Replies count on the cast they answer.
    const answered = posts.find((p) => p.text === 'gm from ada');
    expect(value(await activityOf(answered?.id ?? '')).counts.replies).toBeGreaterThanOrEqual(1);
    expect((await activityOf('not-a-cast')).ok).toBe(false);
  });

  it('pages one person’s posts and recasts, newest first, without their replies', async () => {
    const ada = home.flat().find((p) => p.text === SEED.popular.text)?.author.id ?? '';
    const adaReads = createFarcasterReads({ hubUrl: hubUrl(), fid: demoFid, pageSize: 3 });
    const pages = await readAllPages((cursor) => adaReads.authorPosts(ada, cursor, signal()));
    const posts = pages.flat();
    expect(pages.length).toBeGreaterThan(2);
    expect(new Set(posts.map(keyOf)).size).toBe(posts.length);
    expect(isNewestFirst(posts)).toBe(true);
    expect(posts.every((p) => !p.replyTo)).toBe(true);
    expect(posts.every((p) => (p.repostedBy?.id ?? p.author.id) === ada)).toBe(true);
    expect(posts.map((p) => p.text)).toEqual(
      expect.arrayContaining([SEED.popular.text, 'gm from ada']),
    );
  }, 60_000);

  /** Seeded people by their place in SEED_PEOPLE, as a profile shows them on Farcaster. */
  const named = (...places: number[]) =>
    places.map((k) => ({
      handle: SEED_PEOPLE[k]?.handle.replace(/_/g, '-'),
      displayName: SEED_PEOPLE[k]?.name,
    }));

  it('lists who liked and who recast a cast, the latest first, with names, page by page', async () => {
    const popular = home.flat().find((p) => p.text === SEED.popular.text && !p.repostedBy);
    const tabs = createFarcasterReads({
      hubUrl: hubUrl(),
      fid: demoFid,
      pageSize: 4,
      report: (item) => skipped.push(item),
    });
    const { postLikers, postReposters } = tabs;
    if (!postLikers || !postReposters) throw new Error('Farcaster reads miss a tab');
    const likers = await readAllPages<Profile>((cursor) =>
      postLikers(popular?.id ?? '', cursor, signal()),
    );
    // Six likes: a page of four, then the hub's token to the last two.
    expect(likers.map((page) => page.length)).toEqual([4, 2]);
    expect(likers.flat()).toHaveLength(SEED.popular.likes);
    // The seed's likes, by the people at 0 and 2 to 6 of SEED_PEOPLE in turn: the latest first.
    expect(likers.flat().map(({ handle, displayName }) => ({ handle, displayName }))).toEqual(
      named(6, 5, 4, 3, 2, 0),
    );
    expect(likers.flat().every((p) => p.source === 'Farcaster' && /^\d+$/.test(p.id))).toBe(true);
    expect(likers.flat().at(-1)?.id).toBe(String(demoFid));

    const recasters = value(await postReposters(popular?.id ?? '', undefined, signal()));
    expect(recasters.items).toHaveLength(SEED.popular.recasts);
    expect(recasters.items.map(({ handle, displayName }) => ({ handle, displayName }))).toEqual(
      named(8, 2),
    );
    expect(recasters.cursor).toBeUndefined();
    expect(skipped).toEqual([]);
    // Hubs keep no index of the casts that embed a cast: no Quotes tab.
    expect(tabs.postQuotes).toBeUndefined();
  });

  it('answers an empty list for a cast the hub does not have, and refuses what is not a cast id', async () => {
    const unknown = `${demoFid}:0x${'0'.repeat(40)}`;
    const empty = { ok: true, value: { items: [] } };
    expect(await reads.postLikers?.(unknown, undefined, signal())).toEqual(empty);
    expect(await reads.postReposters?.(unknown, undefined, signal())).toEqual(empty);
    expect(await reads.postLikers?.('not-a-cast', undefined, signal())).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });
    expect(await reads.postLikers?.(unknown, 'not-a-hub-token', signal())).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });
  });
});

describe('Farcaster channels: the header through the product server, the casts from the hub', () => {
  const skipped: SkippedItem[] = [];
  let reads: SourceReads;
  const channelUrl = 'https://warpcast.com/~/channel/art';

  beforeAll(() => {
    const demo = sandbox().demo?.farcaster;
    if (!demo) throw new Error('no demo person');
    reads = createFarcasterReads({
      hubUrl: hubUrl(),
      fid: demo.fid,
      pageSize: 2,
      apiBase: sandbox().product.api,
      report: (item) => skipped.push(item),
    });
  });

  const channelOf = (id: string) => {
    if (!reads.channel) throw new Error('Farcaster reads have no channel');
    return reads.channel(id, signal());
  };
  const postsOf = (id: string, cursor: string | undefined) => {
    if (!reads.channelPosts) throw new Error('Farcaster reads have no channelPosts');
    return reads.channelPosts(id, cursor, signal());
  };

  it('reads a channel’s header: its name, picture, description, followers, parent URL and host', async () => {
    const art = value(await channelOf('art'));
    expect(art).toEqual({
      source: 'Farcaster',
      id: 'art',
      name: 'Art',
      imageUrl: expect.stringMatching(/^http.*\/art\.png$/),
      description: 'Made by hand, minted on chain',
      members: expect.any(Number),
      parentUrl: channelUrl,
      // The channel's lead, read from the hub: ada (fid 2) runs the sandbox's channels.
      host: expect.objectContaining({ source: 'Farcaster', id: '2', handle: 'ada' }),
    });
    // The directory's count, and the sandbox's own followers on top.
    expect(art?.members).toBeGreaterThan(23_000);
    const picture = await fetch(art?.imageUrl ?? '');
    expect(picture.headers.get('content-type')).toBe('image/png');
  });

  it('pages the casts in a channel, newest first, by the hub’s token, without replies', async () => {
    const listed = (
      (await (
        await fetch(
          `${hubUrl()}/v1/castsByParent?url=${encodeURIComponent(channelUrl)}&pageSize=1000`,
        )
      ).json()) as { messages: HubMessage[] }
    ).messages;
    const pages = await readAllPages((cursor) => postsOf('art', cursor));
    const posts = pages.flat();
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.slice(0, -1).every((page) => page.length === 2)).toBe(true);
    expect(posts).toHaveLength(listed.length);
    expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length);
    expect(isNewestFirst(posts)).toBe(true);
    expect(posts.every((p) => p.channel?.id === 'art' && !p.replyTo)).toBe(true);
    expect(posts.find((p) => p.text === SEED.channel.text)).toMatchObject({
      author: { handle: 'mint-maker' },
      media: [expect.objectContaining({ kind: 'image' })],
    });
    expect(skipped).toEqual([]);
  });

  it('answers null for a channel Farcaster does not have, and lists no casts in it', async () => {
    expect(await channelOf('no-such-channel')).toEqual({ ok: true, value: null });
    // Not a channel id at all (the directory refuses it): no such channel either.
    expect(await channelOf('Not a channel!')).toEqual({ ok: true, value: null });
    expect(await postsOf('no-such-channel', undefined)).toEqual({ ok: true, value: { items: [] } });
    expect(await postsOf('art', 'not-a-hub-token')).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });
  });

  it('cannot say what a channel is without the product server, but still reads its casts', async () => {
    const hubOnly = createFarcasterReads({ hubUrl: hubUrl(), fid: 1, pageSize: 2 });
    if (!hubOnly.channel || !hubOnly.channelPosts) throw new Error('no channel reads');
    expect(await hubOnly.channel('art', signal())).toMatchObject({ ok: false });
    const page = value(await hubOnly.channelPosts('art', undefined, signal()));
    expect(page.items.every((p) => p.channel?.id === 'art')).toBe(true);
    expect(page.items).toHaveLength(2);
  });
});

describe('Farcaster reads of a hub with a message no client could send', () => {
  const skipped: SkippedItem[] = [];
  let hub: Awaited<ReturnType<typeof startFarcasterHub>>;
  const network = FarcasterNetwork.DEVNET;

  /** A new fid with an approved signer on this hub. */
  async function person(fid: number) {
    const custody = privateKeyToAccount(generatePrivateKey());
    await fetch(`${hub.url}/v1/sandbox/fids`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fid, custody: custody.address, fname: `p${fid}` }),
    });
    const signer = new NobleEd25519Signer(randomBytes(32));
    expect((await addSignerKey(hub.url, fid, custody, custody.address, signer)).ok).toBe(true);
    return { fid, signer };
  }

  let cast: (text: string, secondsAgo: number) => Promise<Message>;
  let author: Awaited<ReturnType<typeof person>>;
  let reader: Awaited<ReturnType<typeof person>>;

  beforeAll(async () => {
    hub = await startFarcasterHub();
    author = await person(7);
    reader = await person(8);
    const now = Math.floor((Date.now() - Date.UTC(2021, 0, 1)) / 1000);
    cast = async (text, secondsAgo) => {
      const message = (
        await makeCastAdd(
          castBody(text),
          { fid: author.fid, network, timestamp: now - secondsAgo },
          author.signer,
        )
      )._unsafeUnwrap();
      expect((await submitMessage(hub.url, message)).ok).toBe(true);
      return message;
    };
    const follow = (
      await makeLinkAdd(
        { type: 'follow', targetFid: author.fid },
        { fid: reader.fid, network },
        reader.signer,
      )
    )._unsafeUnwrap();
    expect((await submitMessage(hub.url, follow)).ok).toBe(true);
    await cast('the oldest', 50);
    const broken = await cast('soon without a body', 40);
    await cast('the newest', 30);
    // What a hub might answer but no client could send: the cast's message without its body.
    hub.store.merge({ ...broken, data: broken.data && { ...broken.data, castAddBody: undefined } });
  });

  afterAll(async () => {
    await hub?.close();
  });

  it('leaves out a cast that does not parse, says why, and keeps the rest of its page', async () => {
    const reads = createFarcasterReads({
      hubUrl: hub.url,
      fid: reader.fid,
      report: (item) => skipped.push(item),
    });
    for (const read of [
      () => reads.homeTimeline(undefined, signal()),
      () => reads.authorPosts(String(author.fid), undefined, signal()),
    ]) {
      skipped.length = 0;
      const page = value(await read());
      expect(page.items.map((p) => p.text)).toEqual(['the newest', 'the oldest']);
      expect(page.cursor).toBeUndefined();
      expect(skipped).toEqual([
        expect.objectContaining({
          source: 'Farcaster',
          id: expect.stringMatching(new RegExp(`^${author.fid}:0x[0-9a-f]{40}$`)),
          reason: expect.stringContaining('castAddBody'),
        }),
      ]);
    }
  });

  it('keeps a cast made while paging for the next refresh, out of the older pages', async () => {
    const reads = createFarcasterReads({
      hubUrl: hub.url,
      fid: reader.fid,
      pageSize: 1,
      report: () => undefined,
    });
    const first = value(await reads.homeTimeline(undefined, signal()));
    expect(first.items.map((p) => p.text)).toEqual(['the newest']);
    await cast('made while paging', 0);
    const rest = await readAllPages((cursor) =>
      reads.homeTimeline(cursor ?? first.cursor, signal()),
    );
    expect(rest.flat().map((p) => p.text)).toEqual(['the oldest']);
    const again = value(await reads.homeTimeline(undefined, signal()));
    expect(again.items.map((p) => p.text)).toEqual(['made while paging']);
  });
});

describe('Farcaster search: people and channels through the product server', () => {
  let reads: SourceReads;

  beforeAll(() => {
    const demo = sandbox().demo?.farcaster;
    if (!demo) throw new Error('no demo person');
    reads = createFarcasterReads({
      hubUrl: hubUrl(),
      fid: demo.fid,
      apiBase: sandbox().product.api,
    });
  });

  it('finds people by username or name, the exact name first, with their bio from the hub', async () => {
    const found = value(await reads.searchPeople!('Ada', undefined, signal()));
    expect(found.items[0]).toEqual({
      source: 'Farcaster',
      id: expect.stringMatching(/^\d+$/),
      handle: 'ada',
      displayName: 'Ada',
      avatarUrl: expect.any(String),
      bio: 'Writes compilers, reads poetry.',
    });
    // Farcaster's user search has no pages: one list is the answer.
    expect(found.cursor).toBeUndefined();
    const byName = value(await reads.searchPeople!('@mint', undefined, signal()));
    expect(byName.items.map((p) => p.handle)).toContain('mint-maker');
  });

  it('finds channels by id or name; with no words, the directory’s most followed', async () => {
    const found = value(await reads.searchChannels!('art', undefined, signal()));
    expect(found.items[0]).toMatchObject({
      source: 'Farcaster',
      id: 'art',
      name: 'Art',
      imageUrl: expect.stringMatching(/\/art\.png$/),
      members: expect.any(Number),
    });
    const suggested = value(await reads.searchChannels!('', undefined, signal()));
    const members = suggested.items.map((c) => c.members ?? 0);
    expect(members.length).toBeGreaterThan(5);
    expect(members).toEqual([...members].sort((a, b) => b - a));
  });

  it('answers an empty page when nothing matches; posts it cannot search at all', async () => {
    expect(await reads.searchPeople!('nobody-has-this-name', undefined, signal())).toEqual({
      ok: true,
      value: { items: [] },
    });
    expect(await reads.searchPeople!(' ', undefined, signal())).toEqual({
      ok: true,
      value: { items: [] },
    });
    expect(await reads.searchChannels!('no-such-channel', undefined, signal())).toEqual({
      ok: true,
      value: { items: [] },
    });
    // Hubs have no search, and no Farcaster contract here offers one for casts.
    expect(reads.searchPosts).toBeUndefined();
  });
});
