import { AtpAgent } from '@atproto/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { bskyAgentCall } from '@/sources/bsky/bskyAgentCall';
import { createBskyReads } from '@/sources/bsky/bskyReads';
import type { SkippedItem } from '@/sources/reading/parseItems';
import type { SourceReads } from '@/sources/reading/sourceReads';
import { seedPicture } from '../../../sandbox/seed/seedImages';
import { newBskyAccount, value } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';
import { readAllPages } from '../../support/readAllPages';

const signal = () => AbortSignal.timeout(20_000);

/** An account's own agent, to write records as that person. */
async function agentOf(account: Awaited<ReturnType<typeof newBskyAccount>>) {
  const agent = new AtpAgent({ service: sandbox().bsky.pds });
  await agent.login({ identifier: account.handle, password: 'app-pass' });
  return agent;
}

describe('Bluesky reads through @atproto/api against the sandbox', () => {
  const skipped: SkippedItem[] = [];
  let reads: SourceReads;
  let authorDid: string;
  let firstUri: string;
  const names = { reader: '', author: '', friend: '' };
  const texts = { first: '', picture: '', quote: '' };

  beforeAll(async () => {
    const reader = await newBskyAccount(sandbox());
    const author = await newBskyAccount(sandbox());
    const friend = await newBskyAccount(sandbox());
    authorDid = author.did;
    names.reader = reader.handle;
    names.author = author.handle;
    names.friend = friend.handle;
    const readerAgent = await agentOf(reader);
    for (const did of [author.did, friend.did]) {
      await readerAgent.follow(did);
    }
    const authorAgent = await agentOf(author);
    const friendAgent = await agentOf(friend);
    const tag = Date.now().toString(36);
    texts.first = `first words ${tag}`;
    texts.picture = `a wide picture ${tag}`;
    texts.quote = `quoting that ${tag}`;

    const first = await authorAgent.post({ text: texts.first });
    const png = seedPicture(3);
    const blob = await authorAgent.uploadBlob(png, { encoding: 'image/png' });
    await authorAgent.post({
      text: texts.picture,
      embed: {
        $type: 'app.bsky.embed.images',
        images: [
          { image: blob.data.blob, alt: 'gradient', aspectRatio: { width: 1600, height: 900 } },
        ],
      },
    });
    // A record the lexicon would refuse (no text), written without validation, as another client might.
    await authorAgent.com.atproto.repo.createRecord({
      repo: author.did,
      collection: 'app.bsky.feed.post',
      validate: false,
      record: { $type: 'app.bsky.feed.post', createdAt: new Date().toISOString(), text: 42 },
    });
    await friendAgent.post({
      text: texts.quote,
      embed: { $type: 'app.bsky.embed.record', record: { uri: first.uri, cid: first.cid } },
    });
    await friendAgent.repost(first.uri, first.cid);
    firstUri = first.uri;
    // Three likes of the first post (two pages of two), a second repost and a second quote.
    for (const agent of [authorAgent, friendAgent, readerAgent])
      await agent.like(first.uri, first.cid);
    await readerAgent.repost(first.uri, first.cid);
    await readerAgent.post({
      text: `${texts.quote} again`,
      embed: { $type: 'app.bsky.embed.record', record: { uri: first.uri, cid: first.cid } },
    });

    reads = createBskyReads(
      bskyAgentCall({ service: sandbox().bsky.pds, did: reader.did, store: reader.store }),
      {
        pageSize: 2,
        report: (item) => skipped.push(item),
      },
    );
    // The AppView indexes from the firehose: wait until the repost is in.
    for (let tries = 0; tries < 100; tries++) {
      const posts = (await readAllPages((cursor) => reads.homeTimeline(cursor, signal()))).flat();
      const likers = (await readAllPages((c) => reads.postLikers!(firstUri, c, signal()))).flat();
      if (posts.some((p) => p.repostedBy) && likers.length === 3) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('pages the home timeline to its end, newest first, each post once', async () => {
    skipped.length = 0;
    const pages = await readAllPages((cursor) => reads.homeTimeline(cursor, signal()));
    const posts = pages.flat();
    expect(pages.length).toBeGreaterThan(2);
    const keys = posts.map((p) => `${p.id}@${p.repostedAt ?? ''}`);
    expect(new Set(keys).size).toBe(keys.length);
    const times = posts.map((p) => Date.parse(p.repostedAt ?? p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(posts.map((p) => p.text)).toEqual(
      expect.arrayContaining([texts.first, texts.picture, texts.quote]),
    );
  });

  it('maps reposts, quotes and pictures into the reading model', async () => {
    const posts = (await readAllPages((cursor) => reads.homeTimeline(cursor, signal()))).flat();
    const repost = posts.find((p) => p.repostedBy);
    expect(repost).toMatchObject({ source: 'Bsky', text: texts.first });
    expect(repost?.repostedBy?.handle).toMatch(/\.test$/);

    const quote = posts.find((p) => p.text === texts.quote);
    expect(quote?.quote).toMatchObject({ source: 'Bsky', text: texts.first });
    expect(quote?.quoteOf).toBe(quote?.quote?.id);

    const picture = posts.find((p) => p.text === texts.picture);
    expect(picture?.media).toEqual([
      expect.objectContaining({ kind: 'image', alt: 'gradient', width: 1600, height: 900 }),
    ]);
    expect(picture?.url).toMatch(/^https:\/\/bsky\.app\/profile\/.+\/post\//);
  });

  it('leaves out an item that does not parse, says why, and keeps the rest of its page', async () => {
    skipped.length = 0;
    const posts = (
      await readAllPages((cursor) => reads.authorPosts(authorDid, cursor, signal()))
    ).flat();
    expect(posts.map((p) => p.text)).toEqual([texts.picture, texts.first]);
    expect(skipped).toEqual([
      expect.objectContaining({
        source: 'Bluesky',
        id: expect.stringMatching(/^at:\/\//),
        reason: expect.stringContaining('text'),
      }),
    ]);
  });

  it('lists who liked and who reposted a post, and the posts that quote it, page by page, newest first', async () => {
    const likers = await readAllPages((cursor) => reads.postLikers!(firstUri, cursor, signal()));
    expect(likers.map((page) => page.length)).toEqual([2, 1]);
    expect(likers.flat().map((p) => p.handle)).toEqual([names.reader, names.friend, names.author]);
    expect(likers.flat()[0]).toMatchObject({ source: 'Bsky', displayName: expect.any(String) });

    const reposters = (
      await readAllPages((cursor) => reads.postReposters!(firstUri, cursor, signal()))
    ).flat();
    expect(reposters.map((p) => p.handle)).toEqual([names.reader, names.friend]);

    const quotes = (
      await readAllPages((cursor) => reads.postQuotes!(firstUri, cursor, signal()))
    ).flat();
    expect(quotes.map((p) => p.text)).toEqual([`${texts.quote} again`, texts.quote]);
    expect(quotes[0]?.quote).toMatchObject({ text: texts.first });
  });

  it('answers empty lists for a post nobody acted on', async () => {
    const lonely = `at://${authorDid}/app.bsky.feed.post/3zzzzzzzzzzzz`;
    for (const read of [reads.postLikers!, reads.postReposters!, reads.postQuotes!]) {
      const page = await read(lonely, undefined, signal());
      expect(page).toEqual({ ok: true, value: { items: [] } });
    }
  });
});

describe('Bluesky search through @atproto/api against the sandbox', () => {
  let reads: SourceReads;
  let author: Awaited<ReturnType<typeof newBskyAccount>>;
  const tag = `t${Date.now().toString(36)}`;
  const texts: string[] = [];

  beforeAll(async () => {
    const reader = await newBskyAccount(sandbox());
    author = await newBskyAccount(sandbox());
    const agent = await agentOf(author);
    for (const k of [1, 2, 3]) {
      texts.push(`Exploring ${tag} number ${k}`);
      await agent.post({ text: texts.at(-1) ?? '' });
    }
    // A hashtag as bsky.app writes it: a tag facet over `#…` in the text.
    const tagged = `Weekend plans #${tag}`;
    await agent.post({
      text: tagged,
      facets: [
        {
          index: { byteStart: 14, byteEnd: 15 + tag.length },
          features: [{ $type: 'app.bsky.richtext.facet#tag', tag }],
        },
      ],
    });
    reads = createBskyReads(
      bskyAgentCall({ service: sandbox().bsky.pds, did: reader.did, store: reader.store }),
      { pageSize: 2 },
    );
    // The AppView indexes from the firehose: wait until the last post is in.
    for (let tries = 0; tries < 100; tries++) {
      const found = value(await reads.searchPosts!(`#${tag}`, undefined, signal()));
      if (found.items.length === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('finds posts by their words, whatever their case, newest first, a page at a time', async () => {
    const pages = await readAllPages((cursor) =>
      reads.searchPosts!(`EXPLORING ${tag}`, cursor, signal()),
    );
    expect(pages.map((page) => page.length)).toEqual([2, 1]);
    expect(pages.flat().map((p) => p.text)).toEqual([...texts].reverse());
    expect(pages.flat()[0]).toMatchObject({ source: 'Bsky', author: { handle: author.handle } });
  });

  it('finds a hashtag by its tag', async () => {
    const found = value(await reads.searchPosts!(`#${tag}`, undefined, signal()));
    expect(found.items.map((p) => p.text)).toEqual([`Weekend plans #${tag}`]);
  });

  it('finds people by handle, as profiles that link to them', async () => {
    const found = value(
      await reads.searchPeople!(author.handle.replace(/\.test$/, ''), undefined, signal()),
    );
    expect(found.items).toEqual([
      expect.objectContaining({ source: 'Bsky', id: author.did, handle: author.handle }),
    ]);
  });

  it('answers an empty page when nothing matches, and for no words at all', async () => {
    for (const read of [reads.searchPosts!, reads.searchPeople!]) {
      expect(await read(`nothing-like-${tag}`, undefined, signal())).toEqual({
        ok: true,
        value: { items: [] },
      });
      expect(await read('  ', undefined, signal())).toEqual({ ok: true, value: { items: [] } });
    }
  });
});
