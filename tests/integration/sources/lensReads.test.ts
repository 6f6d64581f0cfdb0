import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timelineTime, type Post } from '@/domain/reading/post';
import { memoryCredentialStore } from '@/sources/credentialStore';
import { createLensReads } from '@/sources/lens/lensReads';
import { signInToLens, type LensCredentials } from '@/sources/lens/lensSession';
import type { SkippedItem } from '@/sources/reading/parseItems';
import type { SourceReads } from '@/sources/reading/sourceReads';
import { addressFor } from '../../../sandbox/lens/lensStore';
import { startLens, type RunningLens } from '../../../sandbox/lens/startLens';
import { signInLensAccount, value } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';
import { lens, rawGql, signal } from './lensTestKit';
import { readAllPages } from '../../support/readAllPages';

/** Each post once, newest first by when it entered the list. */
function expectNewestFirstOnce(posts: Post[]) {
  const keys = posts.map((p) => `${p.id}@${p.repostedAt ?? ''}`);
  expect(new Set(keys).size).toBe(keys.length);
  const times = posts.map((p) => Date.parse(timelineTime(p)));
  expect(times).toEqual([...times].sort((a, b) => b - a));
}

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
});

describe('Lens reads: a post whose metadata does not follow the standard', () => {
  let own: RunningLens;
  const skipped: SkippedItem[] = [];
  let reads: SourceReads;
  let author: string;
  const texts = ['first words', 'second words', 'third words'];

  beforeAll(async () => {
    // A Lens of this file's own: the malformed post is put straight into its state.
    own = await startLens();
    const wallet = privateKeyToAccount(generatePrivateKey());
    const account = (localName: string) =>
      own.store.addAccount({
        address: addressFor('account', `${localName}-${Date.now()}`),
        owner: wallet.address,
        localName,
        createdAt: new Date().toISOString(),
      });
    const reader = account('reader');
    const writer = account('writer');
    author = writer.address;
    own.store.follow(reader, writer.address);
    const put = (json: unknown) =>
      own.storageNode.put({
        contentType: 'application/json',
        bytes: new TextEncoder().encode(JSON.stringify(json)),
      }).uri;
    const textPost = (content: string, minutesAgo: number) =>
      own.store.createPost(
        writer,
        {
          contentUri: put({
            $schema: 'https://json-schemas.lens.dev/posts/text-only/3.0.0.json',
            lens: { id: crypto.randomUUID(), content, mainContentFocus: 'TEXT_ONLY', locale: 'en' },
          }),
        },
        new Date(Date.now() - minutesAgo * 60_000),
      );
    textPost(texts[0] ?? '', 30);
    textPost(texts[1] ?? '', 20);
    // Made on chain without the API: its metadata has no id and no content, so Lens cannot read it.
    own.store.indexPost(
      writer,
      { contentUri: put({ lens: { mainContentFocus: 'TEXT_ONLY', text: 'not the standard' } }) },
      new Date(Date.now() - 15 * 60_000),
    );
    textPost(texts[2] ?? '', 10);

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
    reads = createLensReads({
      api,
      account: reader.address,
      store,
      report: (item) => skipped.push(item),
    });
  });
  afterAll(async () => {
    await own.api.close();
    await own.storage.close();
  });

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
