import { AtpAgent } from '@atproto/api';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ToggleKind } from '@/domain/actions/toggleIntent';
import type { Post } from '@/domain/reading/post';
import { bskyAgentCall } from '@/sources/bsky/bskyAgentCall';
import { createBskyBookmarks } from '@/sources/bsky/bskyBookmarks';
import { createBskyReads } from '@/sources/bsky/bskyReads';
import type { SkippedItem } from '@/sources/reading/parseItems';
import type { SourceReads } from '@/sources/reading/sourceReads';
import { newBskyAccount, value } from '../../support/sandboxAccounts';
import { readAllPages } from '../../support/readAllPages';
import { sandbox } from '../sandbox/sandboxClient';

const signal = () => AbortSignal.timeout(20_000);
const eventually = { timeout: 5000, interval: 50 };
type Account = Awaited<ReturnType<typeof newBskyAccount>>;

/** An account's own agent, to write records as that person. */
async function agentOf(account: Account) {
  const agent = new AtpAgent({ service: sandbox().bsky.pds });
  await agent.login({ identifier: account.handle, password: 'app-pass' });
  return agent;
}

/** The records of one collection in a repo, straight from the PDS (not the AppView). */
async function recordsIn(did: string, collection: string) {
  const { data } = await new AtpAgent({ service: sandbox().bsky.pds }).com.atproto.repo.listRecords(
    { repo: did, collection, limit: 100 },
  );
  return data.records.map((r) => ({
    uri: r.uri,
    subject: (r.value as { subject?: unknown }).subject,
  }));
}

const subjectOf = (subject: unknown) =>
  typeof subject === 'string' ? subject : (subject as { uri?: string } | undefined)?.uri;

describe('Bluesky likes, reposts, bookmarks, follows, mutes and blocks (issue 21)', () => {
  let reader: Account;
  let author: Account;
  let reads: SourceReads;
  const bookmarkSkips: SkippedItem[] = [];
  let bookmarks: ReturnType<typeof createBskyBookmarks>;
  let postUri = '';

  const newPost = async (text: string) => {
    const agent = await agentOf(author);
    const { uri } = await agent.post({ text });
    // The AppView indexes from the firehose (expect.poll is for tests only; this runs in beforeAll too).
    for (let tries = 0; tries < 100; tries++) {
      if (value(await reader.source.getPost(uri, signal()))) return uri;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the AppView never indexed ${uri}`);
  };

  beforeAll(async () => {
    reader = await newBskyAccount(sandbox());
    author = await newBskyAccount(sandbox());
    // The reader follows the author with another client's record, so the post is in their timeline.
    await (await agentOf(reader)).follow(author.did);
    const call = bskyAgentCall({
      service: sandbox().bsky.pds,
      did: reader.did,
      store: reader.store,
    });
    reads = createBskyReads(call);
    bookmarks = createBskyBookmarks(call, { pageSize: 2, report: (s) => bookmarkSkips.push(s) });
    postUri = await newPost(`something to act on ${Date.now().toString(36)}`);
  });

  /** The post as each read gives it: the post read, its thread, and the home timeline. */
  async function postReads(uri: string): Promise<Post[]> {
    const post = value(await reader.source.getPost(uri, signal()));
    const thread = value(await reader.source.getThread(uri, signal()));
    const timeline = (await readAllPages((c) => reads.homeTimeline(c, signal())))
      .flat()
      .find((p) => p.id === uri && !p.repostedBy);
    return [post, thread?.post, timeline].map((p) => {
      if (!p) throw new Error(`post ${uri} missing from a read`);
      return p;
    });
  }

  const postCases: {
    kind: ToggleKind;
    collection: string;
    flag: 'liked' | 'reposted';
    count: 'likes' | 'reposts';
  }[] = [
    { kind: 'like', collection: 'app.bsky.feed.like', flag: 'liked', count: 'likes' },
    { kind: 'repost', collection: 'app.bsky.feed.repost', flag: 'reposted', count: 'reposts' },
  ];

  for (const { kind, collection, flag, count } of postCases) {
    it(`${kind}: on shows in every read, on again writes nothing, off removes it, off again is ok`, async () => {
      const toggle = (on: boolean) => reader.source.setToggle(kind, postUri, on, signal());
      const shown = async () =>
        (await postReads(postUri)).map((p) => ({ on: p.viewer?.[flag], count: p.counts?.[count] }));

      expect(await toggle(true)).toEqual({ ok: true, value: undefined });
      await expect.poll(shown, eventually).toEqual(Array(3).fill({ on: true, count: 1 }));
      const records = await recordsIn(reader.did, collection);
      expect(records.map((r) => subjectOf(r.subject))).toEqual([postUri]);

      expect(await toggle(true)).toEqual({ ok: true, value: undefined });
      // The same record, untouched: no second one, and not a replacement either.
      expect(await recordsIn(reader.did, collection)).toEqual(records);
      expect(await shown()).toEqual(Array(3).fill({ on: true, count: 1 }));

      expect(await toggle(false)).toEqual({ ok: true, value: undefined });
      await expect.poll(shown, eventually).toEqual(Array(3).fill({ on: false, count: 0 }));
      expect(await recordsIn(reader.did, collection)).toEqual([]);

      expect(await toggle(false)).toEqual({ ok: true, value: undefined });
      expect(await recordsIn(reader.did, collection)).toEqual([]);
      expect(await shown()).toEqual(Array(3).fill({ on: false, count: 0 }));
    });
  }

  it('a like undone at once, before the AppView shows it, is gone; liked again it is one like', async () => {
    const uri = await newPost('quick hands');
    expect(await reader.source.setToggle('like', uri, true, signal())).toMatchObject({ ok: true });
    expect(await reader.source.setToggle('like', uri, false, signal())).toMatchObject({ ok: true });
    expect(await recordsIn(reader.did, 'app.bsky.feed.like')).toEqual([]);
    expect(await reader.source.setToggle('like', uri, true, signal())).toMatchObject({ ok: true });
    expect(await reader.source.setToggle('like', uri, true, signal())).toMatchObject({ ok: true });
    expect(
      (await recordsIn(reader.did, 'app.bsky.feed.like')).map((r) => subjectOf(r.subject)),
    ).toEqual([uri]);
    await expect
      .poll(
        async () => value(await reader.source.getPost(uri, signal()))?.counts?.likes,
        eventually,
      )
      .toBe(1);
    expect(await reader.source.setToggle('like', uri, false, signal())).toMatchObject({ ok: true });
  });

  it('a post just published, not yet in the AppView, can be liked at once', async () => {
    const { uri } = await (await agentOf(author)).post({ text: 'fresh off the press' });
    expect(await reader.source.setToggle('like', uri, true, signal())).toMatchObject({ ok: true });
    await expect
      .poll(
        async () => value(await reader.source.getPost(uri, signal()))?.viewer?.liked,
        eventually,
      )
      .toBe(true);
    expect(await reader.source.setToggle('like', uri, false, signal())).toMatchObject({ ok: true });
  });

  it('bookmark: on shows in every read and in the bookmarks, on again adds none, off removes it', async () => {
    const toggle = (on: boolean) => reader.source.setToggle('bookmark', postUri, on, signal());
    const shown = async () => (await postReads(postUri)).map((p) => p.viewer?.bookmarked);
    const listed = async () =>
      (await readAllPages((c) => bookmarks.getBookmarks(c, signal()))).flat().map((p) => p.id);

    expect(await toggle(true)).toEqual({ ok: true, value: undefined });
    expect(await shown()).toEqual([true, true, true]);
    expect(await listed()).toEqual([postUri]);
    expect(await toggle(true)).toEqual({ ok: true, value: undefined });
    expect(await listed()).toEqual([postUri]);

    expect(await toggle(false)).toEqual({ ok: true, value: undefined });
    expect(await shown()).toEqual([false, false, false]);
    expect(await listed()).toEqual([]);
    expect(await toggle(false)).toEqual({ ok: true, value: undefined });
    expect(await listed()).toEqual([]);
  });

  it('the AppView counts bookmarks on the post view (bookmarkCount)', async () => {
    const other = await newBskyAccount(sandbox());
    const count = async () => {
      const { data } = await (await agentOf(other)).getPosts({ uris: [postUri] });
      return data.posts[0]?.bookmarkCount;
    };
    expect(await count()).toBe(0);
    expect(await reader.source.setToggle('bookmark', postUri, true, signal())).toMatchObject({
      ok: true,
    });
    expect(await other.source.setToggle('bookmark', postUri, true, signal())).toMatchObject({
      ok: true,
    });
    expect(await reader.source.setToggle('bookmark', postUri, true, signal())).toMatchObject({
      ok: true,
    });
    expect(await count()).toBe(2);
    expect(await reader.source.setToggle('bookmark', postUri, false, signal())).toMatchObject({
      ok: true,
    });
    expect(await other.source.setToggle('bookmark', postUri, false, signal())).toMatchObject({
      ok: true,
    });
    expect(await count()).toBe(0);
  });

  it('reads the bookmarks a page at a time, newest first, leaving out a post that is gone', async () => {
    const uris = [
      await newPost('keep one'),
      await newPost('keep two'),
      await newPost('keep three'),
    ];
    for (const uri of uris)
      expect(await reader.source.setToggle('bookmark', uri, true, signal())).toMatchObject({
        ok: true,
      });
    const pages = await readAllPages((c) => bookmarks.getBookmarks(c, signal()));
    expect(pages.map((page) => page.map((p) => p.id))).toEqual([[uris[2], uris[1]], [uris[0]]]);
    expect(pages.flat().every((p) => p.viewer?.bookmarked)).toBe(true);

    // Its author deletes one: the bookmark stays, but there is no post to show.
    const gone = uris[1] ?? '';
    const parts = gone.split('/');
    await (
      await agentOf(author)
    ).com.atproto.repo.deleteRecord({
      repo: author.did,
      collection: 'app.bsky.feed.post',
      rkey: parts.at(-1) ?? '',
    });
    bookmarkSkips.length = 0;
    await expect
      .poll(
        async () =>
          (await readAllPages((c) => bookmarks.getBookmarks(c, signal()))).flat().map((p) => p.id),
        eventually,
      )
      .toEqual([uris[2], uris[0]]);
    expect(bookmarkSkips).toContainEqual(expect.objectContaining({ source: 'Bluesky', id: gone }));
    // Switching off a bookmark of a post that is gone still works (the bookmark is the reader's).
    for (const uri of uris)
      expect(await reader.source.setToggle('bookmark', uri, false, signal())).toMatchObject({
        ok: true,
      });
    expect(await readAllPages((c) => bookmarks.getBookmarks(c, signal()))).toEqual([[]]);
  });

  const profileCases: {
    kind: ToggleKind;
    collection?: string;
    flag: 'following' | 'blocking' | 'muted';
  }[] = [
    { kind: 'follow', collection: 'app.bsky.graph.follow', flag: 'following' },
    { kind: 'block', collection: 'app.bsky.graph.block', flag: 'blocking' },
    { kind: 'mute', flag: 'muted' },
  ];

  for (const { kind, collection, flag } of profileCases) {
    it(`${kind}: on shows on the profile, on again writes nothing, off removes it, off again is ok`, async () => {
      const person = await newBskyAccount(sandbox());
      await (await agentOf(person)).post({ text: `a post by the one to ${kind}` });
      await expect
        .poll(async () => value(await reader.source.getProfile(person.did, signal())), eventually)
        .not.toBeNull();
      const toggle = (on: boolean) => reader.source.setToggle(kind, person.did, on, signal());
      const shown = async () => {
        const profile = value(await reader.source.getProfile(person.did, signal()));
        return { on: profile?.viewer?.[flag], followers: profile?.followers };
      };
      const mine = async () =>
        collection
          ? (await recordsIn(reader.did, collection)).filter(
              (r) => subjectOf(r.subject) === person.did,
            )
          : [];

      expect(await toggle(true)).toEqual({ ok: true, value: undefined });
      const followers = kind === 'follow' ? 1 : 0;
      await expect.poll(shown, eventually).toEqual({ on: true, followers });
      const records = await mine();
      expect(records).toHaveLength(collection ? 1 : 0);

      expect(await toggle(true)).toEqual({ ok: true, value: undefined });
      expect(await mine()).toEqual(records);
      expect(await shown()).toEqual({ on: true, followers });

      expect(await toggle(false)).toEqual({ ok: true, value: undefined });
      await expect.poll(shown, eventually).toEqual({ on: false, followers: 0 });
      expect(await mine()).toEqual([]);

      expect(await toggle(false)).toEqual({ ok: true, value: undefined });
      expect(await mine()).toEqual([]);
      expect(await shown()).toEqual({ on: false, followers: 0 });
    });
  }

  it('a muted or blocked person leaves the home timeline, and comes back when undone', async () => {
    const ids = async () =>
      (await readAllPages((c) => reads.homeTimeline(c, signal()))).flat().map((p) => p.id);
    await expect.poll(ids, eventually).toContain(postUri);
    for (const kind of ['mute', 'block'] as const) {
      expect(await reader.source.setToggle(kind, author.did, true, signal())).toMatchObject({
        ok: true,
      });
      await expect.poll(ids, eventually).not.toContain(postUri);
      expect(await reader.source.setToggle(kind, author.did, false, signal())).toMatchObject({
        ok: true,
      });
      await expect.poll(ids, eventually).toContain(postUri);
    }
  });

  it('an unknown post or person is invalid, in the network words', async () => {
    const missingPost = `at://${author.did}/app.bsky.feed.post/3zzzzzzzzzzzz`;
    const strangerPost = 'at://did:plc:nobodyhereatall00000000/app.bsky.feed.post/3zzzzzzzzzzzz';
    for (const kind of ['like', 'repost', 'bookmark'] as const) {
      for (const uri of [missingPost, strangerPost]) {
        expect(await reader.source.setToggle(kind, uri, true, signal())).toEqual({
          ok: false,
          error: expect.objectContaining({ kind: 'invalid', message: `Post not found: ${uri}` }),
        });
      }
      expect(await reader.source.setToggle(kind, 'not-a-post', true, signal())).toMatchObject({
        ok: false,
        error: { kind: 'invalid' },
      });
    }
    for (const kind of ['follow', 'block', 'mute'] as const) {
      expect(
        await reader.source.setToggle(kind, 'did:plc:nobodyhereatall00000000', true, signal()),
      ).toEqual({
        ok: false,
        error: expect.objectContaining({ kind: 'invalid', message: 'Profile not found' }),
      });
    }
    expect(await recordsIn(reader.did, 'app.bsky.feed.like')).toEqual([]);
    expect(await recordsIn(reader.did, 'app.bsky.graph.block')).toEqual([]);
  });
});
