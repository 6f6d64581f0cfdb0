import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { timelineTime, type Post, type Profile } from '@/domain/reading/post';
import type { SkippedItem } from '@/sources/reading/parseItems';
import type { SourceReads } from '@/sources/reading/sourceReads';
import { createXReads } from '@/sources/x/xReads';
import type { SandboxDemoIdentity } from '../../../server/productApi';
import { SEED_PEOPLE } from '../../../sandbox/seed/people';
import { FOUR_PICTURES, xUsername } from '../../../sandbox/seed/seedX';
import { connectXAccount, value } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';
import { readAllPages } from '../../support/readAllPages';

const signal = () => AbortSignal.timeout(20_000);

/** Reads as an X account signed in through the product server, as the app's are. */
async function readsAs(username: string, report: (skipped: SkippedItem) => void, pageSize = 20) {
  const me = await connectXAccount(sandbox(), username);
  const reads = createXReads(
    { apiBase: sandbox().product.api, session: async () => me.session, accountId: me.accountId },
    { pageSize, report },
  );
  return { me, reads };
}

/** A person of the test's own on X, made by the sandbox, and their handle there. */
async function mintedXHandle() {
  const minted = (await (
    await fetch(`${sandbox().admin.url}/people`, { method: 'POST' })
  ).json()) as { identity: SandboxDemoIdentity };
  return minted.identity.accounts.find((a) => a.source === 'Twitter')?.handle ?? '';
}

/** The demo person's picture tweet (everyone replied "Lovely colours!" to it). */
const pictureOfTheDemo = (posts: Post[]) =>
  posts.find((p) => p.author.handle === 'polycast_demo' && p.media[0]?.kind === 'image');

/** A PNG's size, from its header. */
async function pngSize(url: string) {
  const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('X reads through the product server against the sandbox', () => {
  const skipped: SkippedItem[] = [];
  let demo: SourceReads;
  let home: Post[];

  beforeAll(async () => {
    demo = (await readsAs('polycast_demo', (item) => skipped.push(item))).reads;
    home = (await readAllPages((cursor) => demo.homeTimeline(cursor, signal()))).flat();
  });

  it('pages the demo person’s home timeline to its end, newest first, each post once', async () => {
    const pages = await readAllPages((cursor) => demo.homeTimeline(cursor, signal()));
    const posts = pages.flat();
    expect(pages.length).toBeGreaterThan(3);
    const keys = posts.map((p) => `${p.id}@${p.repostedBy?.id ?? ''}`);
    expect(new Set(keys).size).toBe(keys.length);
    const times = posts.map((p) => Date.parse(timelineTime(p)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(skipped).toEqual([]);
  });

  it('holds the people the demo follows, their retweets, pictures, GIF, video, quotes and links', async () => {
    const authors = new Set(home.map((p) => p.author.handle));
    for (const handle of ['ada_onchain', 'satoshi_fan', 'lens_lena', 'meme_mo', 'bridge_bea'])
      expect(authors).toContain(handle);
    const ada = home.find((p) => p.author.handle === 'ada_onchain')?.author;
    expect(ada).toMatchObject({
      displayName: 'Ada',
      followers: expect.any(Number),
      posts: expect.any(Number),
      viewer: { following: true, followedBy: true },
    });
    expect(ada?.bannerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pbs\/profile_banners\//);

    // Sam retweeted Lena's four pictures: the original, with who retweeted it and when.
    const retweet = home.find((p) => p.repostedBy?.handle === 'satoshi_fan');
    expect(retweet).toMatchObject({
      text: FOUR_PICTURES.text,
      author: { handle: 'lens_lena' },
      url: `https://x.com/lens_lena/status/${retweet?.id}`,
    });
    expect(Date.parse(retweet?.repostedAt ?? '')).toBeGreaterThan(
      Date.parse(retweet?.createdAt ?? ''),
    );

    const pictures = home.find((p) => p.text === FOUR_PICTURES.text && !p.repostedBy);
    expect(pictures?.counts?.likes).toBeGreaterThanOrEqual(12);
    expect(pictures?.counts?.reposts).toBe(1);
    expect(pictures?.media.map((m) => [m.kind, m.width, m.height])).toEqual(
      FOUR_PICTURES.sizes.map(([width, height]) => ['image', width, height]),
    );
    for (const [k, media] of (pictures?.media ?? []).entries())
      expect(await pngSize(media.url)).toEqual({
        width: FOUR_PICTURES.sizes[k]?.[0],
        height: FOUR_PICTURES.sizes[k]?.[1],
      });

    const gif = home.find((p) => p.media[0]?.kind === 'gif');
    expect(gif?.media[0]).toMatchObject({
      url: expect.stringMatching(/\.mp4$/),
      coverUrl: expect.any(String),
    });
    const video = home.find((p) => p.media[0]?.kind === 'video' && !p.repostedBy);
    expect(video?.media[0]).toMatchObject({
      url: expect.stringMatching(/\/1280x720\/[^/]+\.mp4$/),
      coverUrl: expect.any(String),
      width: 1280,
      height: 720,
    });
    expect(home.some((p) => p.id === video?.id && p.repostedBy?.handle === 'polycast_demo')).toBe(
      true,
    );

    const quote = home.find((p) => p.quote && !p.repostedBy);
    expect(quote).toMatchObject({ text: 'This, exactly.', quoteOf: quote?.quote?.id });
    expect(quote?.quote?.author.handle).toBeTruthy();

    const notes = home.find((p) => p.text.startsWith('Notes from Ada: '));
    expect(notes?.text).toBe('Notes from Ada: https://polycast.test/notes/ada');
    expect(notes?.link).toMatchObject({
      url: 'https://polycast.test/notes/ada',
      title: 'Ada’s notes',
      imageUrl: expect.stringMatching(/\/pbs\/card_img\//),
    });

    // A reply's @names X filled in are left to the "replying to" line; the ones written stay.
    const lovely = home.find((p) => p.text === 'Lovely colours! (1)');
    expect(lovely?.replyTo).toBe(pictureOfTheDemo(home)?.id);
    const agreed = home.find(
      (p) => p.replyTo && p.text.endsWith(' agreed, and it works offline too.'),
    );
    expect(agreed?.mentions).toEqual([
      { id: expect.any(String), handle: agreed?.text.slice(1).split(' ')[0] },
    ]);
  });

  it('reads one person’s posts and retweets, without their replies, newest first', async () => {
    const lena = home.find((p) => p.author.handle === 'lens_lena')?.author;
    const posts = (
      await readAllPages((cursor) => demo.authorPosts(lena?.id ?? '', cursor, signal()))
    ).flat();
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.every((p) => !p.replyTo)).toBe(true);
    expect(posts.every((p) => (p.repostedBy ?? p.author).handle === 'lens_lena')).toBe(true);
    expect(posts.map((p) => p.text)).toContain(FOUR_PICTURES.text);
    const times = posts.map((p) => Date.parse(timelineTime(p)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('leaves out a tweet that does not read, says why, and keeps the rest of its page', async () => {
    // A person of their own, so no other test meets the broken tweets.
    const handle = await mintedXHandle();
    const own: SkippedItem[] = [];
    const { me, reads } = await readsAs(handle, (item) => own.push(item));
    const tag = randomBytes(3).toString('hex');
    const put = async (text: string, malformed?: object) => {
      const answer = await fetch(`${sandbox().x?.api}/sandbox/tweets`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          author_id: me.accountId,
          text,
          ...(malformed ? { malformed } : {}),
        }),
      });
      expect(answer.status).toBe(201);
      return ((await answer.json()) as { data: { id: string } }).data.id;
    };
    await put(`first ${tag}`);
    const timeless = await put(`no time ${tag}`, { omit: ['created_at'] });
    const orphan = await put(`nobody wrote ${tag}`, { set: { author_id: '1' } });
    await put(`last ${tag}`);

    for (const read of [
      (cursor?: string) => reads.authorPosts(me.accountId, cursor, signal()),
      (cursor?: string) => reads.homeTimeline(cursor, signal()),
    ]) {
      own.length = 0;
      const posts = (await readAllPages(read)).flat();
      expect(posts.map((p) => p.text)).toEqual([`last ${tag}`, `first ${tag}`]);
      expect(own).toEqual([
        { source: 'X', id: orphan, reason: 'Its author (1) is not in includes.users' },
        { source: 'X', id: timeless, reason: expect.stringContaining('created_at') },
      ]);
    }
  });

  it('lists who liked a post, the latest first, with their names, page by page', async () => {
    const pictures = home.find((p) => p.text === FOUR_PICTURES.text && !p.repostedBy);
    const { reads } = await readsAs('polycast_demo', (item) => skipped.push(item), 5);
    if (!reads.postLikers) throw new Error('X reads have no postLikers');
    const likersOf = reads.postLikers;
    const pages = await readAllPages<Profile>((cursor) =>
      likersOf(pictures?.id ?? '', cursor, signal()),
    );
    expect(pages.map((page) => page.length)).toEqual([5, 5, 2]);
    // Everyone but the demo person liked Lena's pictures, in the seed's order.
    expect(pages.flat().map((p) => [p.handle, p.displayName])).toEqual(
      SEED_PEOPLE.slice(1)
        .map((person) => [xUsername(person.handle), person.name])
        .reverse(),
    );
    expect(pages.flat().find((p) => p.handle === 'ada_onchain')).toMatchObject({
      source: 'Twitter',
      avatarUrl: expect.any(String),
      followers: expect.any(Number),
      viewer: { following: true, followedBy: true },
    });
    expect(skipped).toEqual([]);
  });

  it('lists the posts quoting a post, and pages them with X’s token', async () => {
    if (!demo.postQuotes) throw new Error('X reads have no postQuotes');
    const seeded = home.find((p) => p.quote && !p.repostedBy);
    const quotes = value(await demo.postQuotes(seeded?.quoteOf ?? '', undefined, signal()));
    expect(quotes.items.map((p) => p.id)).toContain(seeded?.id);
    expect(quotes.items.every((p) => p.quoteOf === seeded?.quoteOf)).toBe(true);
    expect(quotes.items.find((p) => p.id === seeded?.id)).toMatchObject({
      text: 'This, exactly.',
      author: { handle: seeded?.author.handle },
      quote: { id: seeded?.quoteOf },
    });
    expect(quotes.cursor).toBeUndefined();

    // Eleven quotes by a person of the test's own: X's pages hold ten at least.
    const { me, reads } = await readsAs(await mintedXHandle(), (item) => skipped.push(item), 10);
    const send = async (body: object) => {
      const answer = await fetch(`${sandbox().product.api}/api/x/tweets`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${me.session}`,
          'X-Account-Id': me.accountId,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(201);
      return ((await answer.json()) as { data: { id: string } }).data.id;
    };
    const tag = randomBytes(3).toString('hex');
    const quoted = await send({ text: `worth quoting ${tag}` });
    const sent: string[] = [];
    for (let k = 0; k < 11; k++)
      sent.push(await send({ text: `quote ${k} ${tag}`, quote_tweet_id: quoted }));
    const quotesOf = reads.postQuotes;
    if (!quotesOf) throw new Error('X reads have no postQuotes');
    const pages = await readAllPages<Post>((cursor) => quotesOf(quoted, cursor, signal()));
    expect(pages.map((page) => page.length)).toEqual([10, 1]);
    expect(pages.flat().map((p) => p.id)).toEqual([...sent].reverse());
    expect(pages.flat().every((p) => p.quote?.text === `worth quoting ${tag}`)).toBe(true);
  });

  it('says plainly when X knows no such post, for the likes and the quotes alike', async () => {
    const unknown = [
      await demo.postLikers?.('12345', undefined, signal()),
      await demo.postQuotes?.('12345', undefined, signal()),
    ];
    expect(unknown).toEqual([
      {
        ok: false,
        error: expect.objectContaining({ kind: 'invalid', message: 'X knows no such post.' }),
      },
      {
        ok: false,
        error: expect.objectContaining({ kind: 'invalid', message: 'X knows no such post.' }),
      },
    ]);
    const notAnId = await demo.postLikers?.('not-a-tweet', undefined, signal());
    expect(notAnId).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    // X has no tab of reposts.
    expect(demo.postReposters).toBeUndefined();
  });
});

describe('X search through the product server against the sandbox', () => {
  let me: Awaited<ReturnType<typeof connectXAccount>>;
  let reads: SourceReads;
  const tag = `t${randomBytes(3).toString('hex')}`;
  const sent: string[] = [];

  beforeAll(async () => {
    ({ me, reads } = await readsAs('polycast_demo', () => undefined, 10));
    const send = async (text: string) => {
      const answer = await fetch(`${sandbox().product.api}/api/x/tweets`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${me.session}`,
          'X-Account-Id': me.accountId,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ text }),
      });
      expect(answer.status).toBe(201);
      return ((await answer.json()) as { data: { id: string } }).data.id;
    };
    for (let k = 0; k < 11; k++) sent.push(await send(`Exploring ${tag} number ${k}`));
    sent.push(await send(`A weekend offline #${tag}`));
  });

  it('finds tweets by their words, whatever their case, newest first, the next page by its token', async () => {
    const pages = await readAllPages((cursor) =>
      reads.searchPosts!(`EXPLORING ${tag}`, cursor, signal()),
    );
    expect(pages.map((page) => page.length)).toEqual([10, 1]);
    expect(pages.flat().map((p) => p.id)).toEqual(sent.slice(0, 11).reverse());
    expect(pages.flat()[0]).toMatchObject({
      source: 'Twitter',
      text: `Exploring ${tag} number 10`,
      author: { handle: 'polycast_demo' },
    });
  });

  it('finds a hashtag, and only the tweet that carries it', async () => {
    const found = value(await reads.searchPosts!(`#${tag}`, undefined, signal()));
    expect(found.items.map((p) => p.text)).toEqual([`A weekend offline #${tag}`]);
  });

  it('finds people by username or name, a page at a time', async () => {
    const ada = value(await reads.searchPeople!('Ada', undefined, signal()));
    expect(ada.items).toContainEqual(
      expect.objectContaining({ source: 'Twitter', handle: xUsername('ada'), displayName: 'Ada' }),
    );
    // Most of the sandbox's people have an "a" in their name: more than a page of ten.
    const pages = await readAllPages((cursor) => reads.searchPeople!('a', cursor, signal()));
    expect(pages.length).toBeGreaterThan(1);
    const ids = pages.flat().map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers an empty page when nothing matches, and for no words at all', async () => {
    for (const read of [reads.searchPosts!, reads.searchPeople!]) {
      expect(await read(`nothing${tag}`, undefined, signal())).toEqual({
        ok: true,
        value: { items: [] },
      });
      expect(await read(' ', undefined, signal())).toEqual({ ok: true, value: { items: [] } });
    }
  });
});
