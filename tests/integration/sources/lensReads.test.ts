import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timelineTime, type Page, type Post } from '@/domain/reading/post';
import type { SourceResult } from '@/domain/result';
import { memoryCredentialStore } from '@/sources/credentialStore';
import { createLensReads, type LensPageSize } from '@/sources/lens/lensReads';
import { signInToLens, type LensCredentials } from '@/sources/lens/lensSession';
import { createLensSignedInRequest } from '@/sources/lens/lensSignedInRequest';
import type { SkippedItem } from '@/sources/reading/parseItems';
import type { SourceReads } from '@/sources/reading/sourceReads';
import { addressFor, type LensAccount } from '../../../sandbox/lens/lensStore';
import { startLens } from '../../../sandbox/lens/startLens';
import { signInLensAccount, value } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';
import { key, lens, publish, rawGql, signal } from './lensTestKit';
import { readAllPages } from '../../support/readAllPages';

/** Each post once, newest first by when it entered the list. */
function expectNewestFirstOnce(posts: Post[]) {
  const keys = posts.map((p) => `${p.id}@${p.repostedAt ?? ''}`);
  expect(new Set(keys).size).toBe(keys.length);
  const times = posts.map((p) => Date.parse(timelineTime(p)));
  expect(times).toEqual([...times].sort((a, b) => b - a));
}

/**
 * Every page of one of a post's tabs, following the cursor to the end (at
 * most 20 pages); a read the source leaves out fails the test.
 */
async function tabPages<T>(
  read: (cursor: string | undefined) => Promise<SourceResult<Page<T>>> | undefined,
): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | undefined;
  do {
    const answer = read(cursor);
    if (!answer) throw new Error('Lens reads leave this tab out');
    const page = value(await answer);
    pages.push(page.items);
    cursor = page.cursor;
  } while (cursor && pages.length < 20);
  return pages;
}

/** Long enough for the next write to be stamped a later millisecond. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

const addressOf = async (localName: string) =>
  (
    await rawGql<{ account: { address: string } }>(
      'query($n: String!) { account(request: { username: { localName: $n } }) { address } }',
      { n: localName },
    )
  ).account.address;

describe('Lens reads through the v3 GraphQL API against the sandbox', () => {
  const skipped: SkippedItem[] = [];
  let demo: Awaited<ReturnType<typeof signInLensAccount>>;
  let reads: SourceReads;
  let timeline: Post[];

  beforeAll(async () => {
    demo = await signInLensAccount(sandbox(), 'polycast_demo', 0);
    reads = createLensReads({
      api: lens().api,
      account: demo.account,
      store: demo.store,
      pageSize: 'TEN',
      report: (item) => skipped.push(item),
    });
    timeline = (await readAllPages((cursor) => reads.homeTimeline(cursor, signal()))).flat();
  });

  it('pages the demo person’s timeline to its end, newest first, each post once', async () => {
    const pages = await readAllPages((cursor) => reads.homeTimeline(cursor, signal()));
    expect(pages.length).toBeGreaterThan(2);
    const posts = pages.flat();
    expectNewestFirstOnce(posts);
    expect(new Set(posts.map((p) => p.author.handle)).size).toBeGreaterThanOrEqual(12);
    expect(posts.every((p) => p.source === 'Lens' && !p.replyTo)).toBe(true);
    expect(skipped).toEqual([]);
  });

  it('maps a repost, a quote, counts and what the demo person did into the reading model', () => {
    // Lena's first post: reposted by the demo person.
    const reposted = timeline.find(
      (p) =>
        p.author.handle === 'lens_lena' &&
        p.text === 'One thought, four networks, every reply in one place.',
    );
    expect(reposted).toMatchObject({
      author: { handle: 'lens_lena', displayName: 'Lena' },
      repostedBy: { handle: 'polycast_demo', displayName: 'Polly Cast' },
      viewer: { reposted: true },
    });
    expect(Date.parse(reposted?.repostedAt ?? '')).toBeGreaterThan(
      Date.parse(reposted?.createdAt ?? ''),
    );
    expect(reposted?.counts?.reposts).toBeGreaterThanOrEqual(1);
    // Reposts by the people followed, the demo person's among them.
    expect(new Set(timeline.flatMap((p) => p.repostedBy?.handle ?? [])).size).toBeGreaterThan(5);

    // Ada's first post: liked and bookmarked by the demo person, answered, liked by two.
    const liked = timeline.find(
      (p) => p.author.handle === 'ada' && p.text === 'Groups are the clubs we wanted all along.',
    );
    expect(liked).toMatchObject({
      source: 'Lens',
      url: expect.stringMatching(/^https:\/\/hey\.xyz\/posts\/\w+$/),
      author: {
        handle: 'ada',
        avatarUrl: expect.stringMatching(/^http/),
        bannerUrl: expect.stringMatching(/^http/),
        bio: 'Writes compilers, reads poetry.',
      },
      viewer: { liked: true, bookmarked: true, reposted: false },
    });
    expect(liked?.counts?.likes).toBeGreaterThanOrEqual(2);
    expect(liked?.counts?.replies).toBeGreaterThanOrEqual(1);

    // A quote carries the quoted post; the mention shows as @name and names the account.
    const quote = timeline.find((p) => p.quote && /^Worth reading, from @\w+\.$/.test(p.text));
    expect(quote?.quote).toMatchObject({ source: 'Lens', id: quote?.quoteOf });
    expect(quote?.quote?.text).toBeTruthy();
    const named = quote?.text.slice('Worth reading, from @'.length, -1) ?? '';
    expect(quote?.mentions).toEqual([{ id: expect.stringMatching(/^0x/), handle: named }]);
    expect(quote?.quote?.author.handle).toBe(named);
  });

  it('shows pictures of several sizes, GIFs, videos with their covers, and links', async () => {
    const media = timeline.flatMap((p) => p.media);
    const sizes = new Set(
      media.filter((m) => m.kind === 'image').map((m) => `${m.width}x${m.height}`),
    );
    expect(sizes.size).toBeGreaterThanOrEqual(4);
    const picture = media.find((m) => m.kind === 'image' && m.width === 400);
    expect(picture).toMatchObject({ height: 100, alt: 'A colour gradient' });
    const fetched = await fetch(picture?.url ?? '');
    expect(fetched.headers.get('content-type')).toBe('image/png');

    // The seeded GIF (other tests may post provider GIFs to this timeline meanwhile).
    expect(media.find((m) => m.kind === 'gif' && m.width === 48)).toMatchObject({ height: 32 });
    expect(media.find((m) => m.kind === 'video' && m.width === 640)).toMatchObject({
      url: expect.stringMatching(/^http/),
      coverUrl: expect.stringMatching(/^http/),
      width: 640,
      height: 360,
    });
    expect(timeline.filter((p) => p.media.length >= 3).length).toBeGreaterThan(0);
    expect(timeline.map((p) => p.link)).toContainEqual({ url: 'https://lens.xyz/docs' });
  });

  it('pages one account’s posts, quotes and reposts (no comments), newest first', async () => {
    const lena = await addressOf('lens_lena');
    const pages = await readAllPages((cursor) => reads.authorPosts(lena, cursor, signal()));
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[0]).toHaveLength(10);
    const posts = pages.flat();
    expectNewestFirstOnce(posts);
    expect(posts.length).toBeGreaterThanOrEqual(25);
    expect(posts.every((p) => !p.replyTo)).toBe(true);
    expect(posts.every((p) => (p.repostedBy ? p.repostedBy.id : p.author.id) === lena)).toBe(true);
    expect(posts.find((p) => p.repostedBy)?.author.handle).not.toBe('lens_lena');
    expect(posts.some((p) => p.quote)).toBe(true);
  });

  it('names the group a post was made in as its channel', async () => {
    const sam = await addressOf('satoshi_fan');
    const page = value(await reads.authorPosts(sam, undefined, signal()));
    expect(page.items.find((p) => p.text === 'My first post in polycast.')?.channel).toEqual({
      id: addressFor('group', 'polycast'),
      name: 'polycast',
    });
  });

  it('reads a profile with its counts and how the demo person relates to it', async () => {
    const ada = await addressOf('ada');
    expect(value(await demo.source.getProfile(ada, signal()))).toMatchObject({
      source: 'Lens',
      id: ada,
      handle: 'ada',
      displayName: 'Ada',
      followers: expect.any(Number),
      following: 4,
      posts: expect.any(Number),
      viewer: { following: true, followedBy: true },
    });
  });

  it('lists who liked and who reposted a seeded post, and the posts quoting one', async () => {
    // Ada's first post, liked by the demo person; Lena's, reposted by it.
    const liked = timeline.find(
      (p) => p.author.handle === 'ada' && p.text === 'Groups are the clubs we wanted all along.',
    );
    const reposted = timeline.find(
      (p) =>
        p.author.handle === 'lens_lena' &&
        p.text === 'One thought, four networks, every reply in one place.',
    );
    const quote = timeline.find((p) => p.quote && /^Worth reading, from @\w+\.$/.test(p.text));
    if (!liked || !reposted || !quote?.quoteOf) throw new Error('the seeded posts are missing');

    const likers = (
      await tabPages((cursor) => reads.postLikers?.(liked.id, cursor, signal()))
    ).flat();
    expect(likers.map((p) => p.handle)).toContain('polycast_demo');
    expect(likers).toHaveLength(liked.counts?.likes ?? -1);
    expect(new Set(likers.map((p) => p.id)).size).toBe(likers.length);
    expect(likers.every((p) => p.source === 'Lens' && p.displayName.length > 0)).toBe(true);

    const reposters = (
      await tabPages((cursor) => reads.postReposters?.(reposted.id, cursor, signal()))
    ).flat();
    expect(reposters.map((p) => p.handle)).toContain('polycast_demo');
    expect(reposters).toHaveLength(reposted.counts?.reposts ?? -1);

    const quotedId = quote.quoteOf;
    const quotes = (
      await tabPages((cursor) => reads.postQuotes?.(quotedId, cursor, signal()))
    ).flat();
    expect(quotes.map((p) => p.id)).toContain(quote.id);
    expect(quotes.every((p) => p.quoteOf === quotedId && p.quote?.id === quotedId)).toBe(true);
    expect(skipped).toEqual([]);
  });

  it('lists likes, reposts and quotes made through the API, newest first', async () => {
    const people = await Promise.all(
      (['polycast_demo', 'ada', 'satoshi_fan', 'mint_maker'] as const).map((name, wallet) =>
        signInLensAccount(sandbox(), name, wallet),
      ),
    );
    const [, ada, sam, mina] = people;
    if (!ada || !sam || !mina) throw new Error('the seeded accounts are missing');
    const target = (await publish(mina.source, { text: `Tabs, ${key()}` })).published.id;
    for (const person of people) {
      const call = createLensSignedInRequest({
        api: lens().api,
        account: person.account,
        store: person.store,
      });
      const write = (query: string, request: Record<string, unknown>) =>
        call(query, { request }, signal(), true).then(value);
      expect(
        await write(
          'mutation($request: AddReactionRequest!) { addReaction(request: $request) { __typename } }',
          { post: target, reaction: 'UPVOTE' },
        ),
      ).toEqual({ addReaction: { __typename: 'AddReactionResponse' } });
      expect(
        await write(
          'mutation($request: CreateRepostRequest!) { repost(request: $request) { __typename } }',
          { post: target },
        ),
      ).toEqual({ repost: { __typename: 'PostResponse' } });
      await tick();
    }
    const first = (await publish(ada.source, { text: `A quote, ${key()}`, quoteOf: target }))
      .published.id;
    await tick();
    const second = (await publish(sam.source, { text: `Another, ${key()}`, quoteOf: target }))
      .published.id;

    const newestFirst = ['mint_maker', 'satoshi_fan', 'ada', 'polycast_demo'];
    const likers = await tabPages((cursor) => reads.postLikers?.(target, cursor, signal()));
    expect(likers.map((page) => page.map((p) => p.handle))).toEqual([newestFirst]);
    // As the demo person sees them: it follows each of the others.
    expect(likers[0]?.find((p) => p.handle === 'ada')).toMatchObject({
      id: ada.account,
      displayName: 'Ada',
      viewer: { following: true },
    });
    const reposters = await tabPages((cursor) => reads.postReposters?.(target, cursor, signal()));
    expect(reposters.map((page) => page.map((p) => p.handle))).toEqual([newestFirst]);
    const quotes = await tabPages((cursor) => reads.postQuotes?.(target, cursor, signal()));
    expect(quotes.map((page) => page.map((p) => p.id))).toEqual([[second, first]]);
    expect(quotes[0]?.[0]).toMatchObject({ author: { handle: 'satoshi_fan' }, quoteOf: target });
  });
});

/**
 * A Lens of a test's own, its state written straight into its store: a
 * reader signed in through the API, and accounts and text posts made on
 * the spot, dated minutes ago.
 */
async function ownLens(options: { pageSize?: LensPageSize; report: (item: SkippedItem) => void }) {
  const own = await startLens();
  const wallet = privateKeyToAccount(generatePrivateKey());
  const account = (localName: string) =>
    own.store.addAccount({
      address: addressFor('account', `${localName}-${Date.now()}`),
      owner: wallet.address,
      localName,
      createdAt: new Date().toISOString(),
    });
  const put = (json: unknown) =>
    own.storageNode.put({
      contentType: 'application/json',
      bytes: new TextEncoder().encode(JSON.stringify(json)),
    }).uri;
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const textPost = (
    author: LensAccount,
    content: string,
    minutesAgo: number,
    refs: { quoteOf?: { post: string }; feed?: string } = {},
  ) => {
    const made = own.store.createPost(
      author,
      {
        contentUri: put({
          $schema: 'https://json-schemas.lens.dev/posts/text-only/3.0.0.json',
          lens: { id: crypto.randomUUID(), content, mainContentFocus: 'TEXT_ONLY', locale: 'en' },
        }),
        ...refs,
      },
      ago(minutesAgo),
    );
    const id = made.__typename === 'PostResponse' && own.store.transactions.get(made.hash);
    if (!id) throw new Error(`own Lens post: ${JSON.stringify(made)}`);
    return id;
  };
  const reader = account('reader');
  const store = memoryCredentialStore<LensCredentials>();
  const api = `${own.api.url}/graphql`;
  value(
    await signInToLens({
      api,
      account: reader.address,
      owner: wallet.address,
      sign: (text) => wallet.signMessage({ message: text }),
      store,
      signal: signal(),
    }),
  );
  const reads = createLensReads({
    api,
    account: reader.address,
    store,
    ...(options.pageSize ? { pageSize: options.pageSize } : {}),
    report: options.report,
  });
  return {
    own,
    reader,
    reads,
    account,
    put,
    ago,
    textPost,
    close: async () => {
      await own.api.close();
      await own.storage.close();
    },
  };
}

describe('Lens reads: a post whose metadata does not follow the standard', () => {
  let own: Awaited<ReturnType<typeof ownLens>>;
  const skipped: SkippedItem[] = [];
  let reads: SourceReads;
  let author: string;
  const texts = ['first words', 'second words', 'third words'];

  beforeAll(async () => {
    // A Lens of this file's own: the malformed post is put straight into its state.
    own = await ownLens({ report: (item) => skipped.push(item) });
    reads = own.reads;
    const writer = own.account('writer');
    author = writer.address;
    own.own.store.follow(own.reader, writer.address);
    own.textPost(writer, texts[0] ?? '', 30);
    own.textPost(writer, texts[1] ?? '', 20);
    // Made on chain without the API: its metadata has no id and no content, so Lens cannot read it.
    own.own.store.indexPost(
      writer,
      {
        contentUri: own.put({ lens: { mainContentFocus: 'TEXT_ONLY', text: 'not the standard' } }),
      },
      own.ago(15),
    );
    own.textPost(writer, texts[2] ?? '', 10);
  });
  afterAll(() => own.close());

  it('is left out of the timeline with its reason, and the rest of the page is kept', async () => {
    skipped.length = 0;
    const page = value(await reads.homeTimeline(undefined, signal()));
    expect(page.items.map((p) => p.text)).toEqual([...texts].reverse());
    expect(page.cursor).toBeUndefined();
    expect(skipped).toEqual([
      {
        source: 'Lens',
        id: expect.stringMatching(/^\d+$/),
        reason: 'Its metadata does not follow the Lens metadata standard.',
      },
    ]);
  });

  it('is left out of its author’s posts too', async () => {
    skipped.length = 0;
    const page = value(await reads.authorPosts(author, undefined, signal()));
    expect(page.items.map((p) => p.text)).toEqual([...texts].reverse());
    expect(skipped).toHaveLength(1);
  });
});

describe('Lens reads: a post’s likers, mirrors and quotes over more than one page', () => {
  let own: Awaited<ReturnType<typeof ownLens>>;
  const skipped: SkippedItem[] = [];
  let target: string;
  /** Twelve fans, oldest action first. */
  let fans: LensAccount[];

  beforeAll(async () => {
    own = await ownLens({ pageSize: 'TEN', report: (item) => skipped.push(item) });
    const { store } = own.own;
    const writer = own.account('writer');
    target = own.textPost(writer, 'the post', 60);
    fans = Array.from({ length: 12 }, (_, k) => own.account(`fan${k}`));
    fans.forEach((fan, k) => {
      store.addReaction(fan, target, 'UPVOTE', own.ago(50 - k));
      store.repost(fan, target, own.ago(50 - k));
      // Every fan but the last quotes it; the last one's quote comes from another app, below.
      if (k < 11) own.textPost(fan, `quote ${k}`, 50 - k, { quoteOf: { post: target } });
    });
    // A downvote is not a like.
    store.addReaction(own.reader, target, 'DOWNVOTE', own.ago(5));
    // Made on chain without the API, among the newest: Lens cannot read its metadata.
    store.indexPost(
      fans[11] ?? writer,
      {
        contentUri: own.put({ lens: { mainContentFocus: 'TEXT_ONLY', text: 'not the standard' } }),
        quoteOf: { post: target },
      },
      own.ago(38.5),
    );
  });
  afterAll(() => own.close());

  const newestFirst = () => [...fans].reverse().map((f) => f.localName);

  it('pages the likers by the API’s cursor, newest first, each once', async () => {
    const pages = await tabPages((cursor) => own.reads.postLikers?.(target, cursor, signal()));
    expect(pages.map((page) => page.length)).toEqual([10, 2]);
    expect(pages.flat().map((p) => p.handle)).toEqual(newestFirst());
  });

  it('pages the mirrors the same way', async () => {
    const pages = await tabPages((cursor) => own.reads.postReposters?.(target, cursor, signal()));
    expect(pages.map((page) => page.length)).toEqual([10, 2]);
    expect(pages.flat().map((p) => p.handle)).toEqual(newestFirst());
    expect(pages[0]?.[0]).toMatchObject({ source: 'Lens', id: fans[11]?.address });
  });

  it('pages the quotes, leaving out the one it cannot read and keeping the rest', async () => {
    skipped.length = 0;
    const pages = await tabPages((cursor) => own.reads.postQuotes?.(target, cursor, signal()));
    // The API's first page holds ten quotes, one of them unreadable.
    expect(pages.map((page) => page.length)).toEqual([9, 2]);
    expect(pages.flat().map((p) => p.text)).toEqual(
      Array.from({ length: 11 }, (_, k) => `quote ${10 - k}`),
    );
    expect(pages.flat().every((p) => p.quoteOf === target)).toBe(true);
    expect(skipped).toEqual([
      {
        source: 'Lens',
        id: expect.stringMatching(/^\d+$/),
        reason: 'Its metadata does not follow the Lens metadata standard.',
      },
    ]);
  });
});

describe('Lens search: posts, accounts and groups, page by page', () => {
  let own: Awaited<ReturnType<typeof ownLens>>;
  let reads: SourceReads;
  const texts: string[] = [];
  let owls: string;

  beforeAll(async () => {
    own = await ownLens({ pageSize: 'TEN', report: () => undefined });
    reads = own.reads;
    const writer = own.account('writer');
    for (let k = 0; k < 11; k++) {
      texts.push(`Exploring Lens number ${k}`);
      own.textPost(writer, texts[k] ?? '', 60 - k);
    }
    // A post whose tag is in its metadata only.
    own.own.store.createPost(
      writer,
      {
        contentUri: own.put({
          $schema: 'https://json-schemas.lens.dev/posts/text-only/3.0.0.json',
          lens: {
            id: crypto.randomUUID(),
            content: 'No screens this weekend.',
            tags: ['offline'],
            mainContentFocus: 'TEXT_ONLY',
            locale: 'en',
          },
        }),
      },
      own.ago(30),
    );
    for (let k = 0; k < 11; k++) own.account(`explorer${k}`);
    const group = (name: string, description: string, minutesAgo: number) =>
      own.own.store.createGroup(
        writer,
        own.put({
          $schema: 'https://json-schemas.lens.dev/group/1.0.0.json',
          lens: { id: crypto.randomUUID(), name, description },
        }),
        own.ago(minutesAgo),
      ).address;
    owls = group('night-owls', 'Late readers.', 20);
    group('early-birds', 'Owls welcome too.', 10);
    own.own.store.joinGroup(own.reader, owls);
  });
  afterAll(() => own.close());

  it('finds posts by their words, whatever their case, newest first, the next page by its cursor', async () => {
    const pages = await readAllPages((cursor) =>
      reads.searchPosts!('exploring LENS', cursor, signal()),
    );
    expect(pages.map((page) => page.length)).toEqual([10, 1]);
    expect(pages.flat().map((p) => p.text)).toEqual([...texts].reverse());
  });

  it('finds a post by a tag in its metadata', async () => {
    const found = value(await reads.searchPosts!('#offline', undefined, signal()));
    expect(found.items.map((p) => p.text)).toEqual(['No screens this weekend.']);
  });

  it('finds accounts by username; with no words, the accounts Lens ranks first', async () => {
    const found = await readAllPages((cursor) => reads.searchPeople!('explorer', cursor, signal()));
    expect(found.map((page) => page.length)).toEqual([10, 1]);
    expect(found.flat().every((p) => p.source === 'Lens' && p.handle.startsWith('explorer'))).toBe(
      true,
    );
    const suggested = await readAllPages((cursor) => reads.searchPeople!('', cursor, signal()));
    // The reader, the writer and the eleven explorers.
    expect(suggested.flat()).toHaveLength(13);
  });

  it('finds groups by name, not description; with no words, the newest groups', async () => {
    const found = value(await reads.searchChannels!('owls', undefined, signal()));
    expect(found.items).toEqual([
      {
        source: 'Lens',
        id: owls,
        name: 'night-owls',
        description: 'Late readers.',
        joined: true,
      },
    ]);
    const suggested = value(await reads.searchChannels!('', undefined, signal()));
    expect(suggested.items.map((c) => c.name)).toEqual(['early-birds', 'night-owls']);
  });

  it('answers an empty page when nothing matches', async () => {
    for (const read of [reads.searchPosts!, reads.searchPeople!, reads.searchChannels!]) {
      expect(await read('nothing-like-this', undefined, signal())).toEqual({
        ok: true,
        value: { items: [] },
      });
    }
    expect(await reads.searchPosts!('', undefined, signal())).toEqual({
      ok: true,
      value: { items: [] },
    });
  });
});

describe('Lens clubs: a group’s header and the posts in its feed', () => {
  const skipped: SkippedItem[] = [];
  let reads: SourceReads;
  const polycast = addressFor('group', 'polycast');

  beforeAll(async () => {
    const demo = await signInLensAccount(sandbox(), 'polycast_demo', 0);
    reads = createLensReads({
      api: lens().api,
      account: demo.account,
      store: demo.store,
      pageSize: 'TEN',
      report: (item) => skipped.push(item),
    });
  });

  const clubOf = (id: string) => {
    if (!reads.channel) throw new Error('Lens reads have no channel');
    return reads.channel(id, signal());
  };
  const postsOf = (id: string, cursor: string | undefined) => {
    if (!reads.channelPosts) throw new Error('Lens reads have no channelPosts');
    return reads.channelPosts(id, cursor, signal());
  };

  it('reads a group by its address or its name: icon, description, members, and whether the reader belongs', async () => {
    const club = value(await clubOf(polycast));
    expect(club).toEqual({
      source: 'Lens',
      id: polycast,
      name: 'polycast',
      imageUrl: expect.stringMatching(/^http/),
      description: 'Posting everywhere at once.',
      // Its owner (the demo person) and the four who joined.
      members: 5,
      joined: true,
    });
    expect((await fetch(club?.imageUrl ?? '')).headers.get('content-type')).toBe('image/png');
    expect(value(await clubOf('Polycast'))).toEqual(club);
    expect(value(await clubOf('rollup-research'))).toMatchObject({
      id: addressFor('group', 'rollup-research'),
      members: 5,
      joined: false,
    });
  });

  it('lists the posts made in its feed, newest first, without the comments', async () => {
    const posts = (await readAllPages((cursor) => postsOf(polycast, cursor))).flat();
    expectNewestFirstOnce(posts);
    const texts = posts.map((p) => p.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Welcome to polycast! Posting everywhere at once.',
        'My first post in polycast.',
      ]),
    );
    expect(texts).not.toContain('Glad to be here.');
    expect(posts.every((p) => p.channel?.id === polycast && !p.replyTo)).toBe(true);
    // By its name, the same posts.
    const byName = (await readAllPages((cursor) => postsOf('polycast', cursor))).flat();
    expect(byName.map((p) => p.id)).toEqual(posts.map((p) => p.id));
    expect(skipped).toEqual([]);
  });

  it('answers null for a group Lens does not know, by address or by name, and no posts', async () => {
    const nowhere = addressFor('group', 'no-such-club');
    expect(await clubOf(nowhere)).toEqual({ ok: true, value: null });
    expect(await clubOf('no-such-club')).toEqual({ ok: true, value: null });
    expect(await postsOf(nowhere, undefined)).toEqual({ ok: true, value: { items: [] } });
  });
});

describe('Lens clubs: a group’s feed over more than one page', () => {
  let own: Awaited<ReturnType<typeof ownLens>>;
  const skipped: SkippedItem[] = [];
  let group: string;

  beforeAll(async () => {
    own = await ownLens({ pageSize: 'TEN', report: (item) => skipped.push(item) });
    const made = own.own.store.createGroup(
      own.reader,
      own.put({
        $schema: 'https://json-schemas.lens.dev/group/1.0.0.json',
        lens: { id: crypto.randomUUID(), name: 'paging-club', description: 'Twelve posts.' },
      }),
      own.ago(120),
    );
    group = made.address;
    for (let k = 0; k < 12; k++)
      own.textPost(own.reader, `club post ${k}`, 60 - k, { feed: made.feed });
    // Not in the group: a post in the global feed.
    own.textPost(own.reader, 'elsewhere', 30);
  });
  afterAll(() => own.close());

  it('pages the feed by the API’s cursor, newest first, each post once', async () => {
    const pages = await readAllPages((cursor) => {
      if (!own.reads.channelPosts) throw new Error('Lens reads have no channelPosts');
      return own.reads.channelPosts(group, cursor, signal());
    });
    expect(pages.map((page) => page.length)).toEqual([10, 2]);
    expect(pages.flat().map((p) => p.text)).toEqual(
      Array.from({ length: 12 }, (_, k) => `club post ${11 - k}`),
    );
    expect(value(await own.reads.channel!(group, signal()))).toMatchObject({
      name: 'paging-club',
      members: 1,
      joined: true,
    });
    expect(skipped).toEqual([]);
  });
});
