import { beforeAll, describe, expect, it } from 'vitest';
import type { ToggleKind } from '@/domain/actions/toggleIntent';
import type { Post, Profile } from '@/domain/reading/post';
import { createLensBookmarks } from '@/sources/lens/lensBookmarks';
import { createLensReads } from '@/sources/lens/lensReads';
import { LENS_REPORT_REASON } from '@/sources/lens/lensToggles';
import type { SkippedItem } from '@/sources/reading/parseItems';
import type { SourceReads } from '@/sources/reading/sourceReads';
import { readAllPages } from '../../support/readAllPages';
import { value } from '../../support/sandboxAccounts';
import { lens, publish, rawGql, signal, signIn } from '../sources/lensTestKit';

/** A post id and an account address Lens has never had. */
const NO_POST = '999999999999999999';
const NO_ACCOUNT = '0x00000000000000000000000000000000000dead1';

const addressOf = async (localName: string) =>
  (
    await rawGql<{ account: { address: string } }>(
      'query($n: String!) { account(request: { username: { localName: $n } }) { address } }',
      { n: localName },
    )
  ).account.address;

describe('Lens setToggle through the v3 GraphQL API against the sandbox', () => {
  let me: Awaited<ReturnType<typeof signIn>>;
  let reads: SourceReads;
  let bookmarks: ReturnType<typeof createLensBookmarks>;
  /** What the bookmarks read left out, and why. */
  const skipped: SkippedItem[] = [];

  beforeAll(async () => {
    me = await signIn();
    reads = createLensReads({ api: lens().api, account: me.account, store: me.store });
    bookmarks = createLensBookmarks({
      api: lens().api,
      account: me.account,
      store: me.store,
      pageSize: 'TEN',
      report: (item) => skipped.push(item),
    });
  });

  const toggle = (kind: ToggleKind, target: string, on: boolean) =>
    me.source.setToggle(kind, target, on, signal());
  const post = async (id: string) => {
    const read = value(await me.source.getPost(id, signal()));
    if (!read) throw new Error(`no post ${id}`);
    return read;
  };
  const profile = async (id: string) => {
    const read = value(await me.source.getProfile(id, signal()));
    if (!read) throw new Error(`no account ${id}`);
    return read;
  };

  /** The post as the timeline, the post and the thread reads show it: each the same. */
  async function everywhere(id: string): Promise<Post> {
    const single = await post(id);
    const thread = value(await me.source.getThread(id, signal()));
    const page = value(await reads.homeTimeline(undefined, signal()));
    const inTimeline = page.items.find((p) => p.id === id);
    expect(inTimeline, 'the new post is on the first page of my timeline').toBeDefined();
    for (const other of [thread?.post, inTimeline]) {
      expect(other?.viewer).toEqual(single.viewer);
      expect(other?.counts).toEqual(single.counts);
    }
    return single;
  }

  /** Who upvoted the post, as Lens lists them (`postReactions`). */
  const upvoters = async (id: string) =>
    (
      await rawGql<{ postReactions: { items: { account: { address: string } }[] } }>(
        `query($r: PostReactionsRequest!) { postReactions(request: $r) { items { account { address } } } }`,
        { r: { post: id, filter: { anyOf: ['UPVOTE'] }, pageSize: 'FIFTY' } },
      )
    ).postReactions.items.map((i) => i.account.address.toLowerCase());

  /** My reposts of the post, as Lens lists my posts of type REPOST. */
  const myRepostsOf = async (id: string) =>
    (
      await rawGql<{ posts: { items: { repostOf?: { id: string } }[] } }>(
        `query($r: PostsRequest!) { posts(request: $r) { items { ... on Repost { repostOf { id } } } } }`,
        { r: { filter: { authors: [me.account], postTypes: ['REPOST'] }, pageSize: 'FIFTY' } },
      )
    ).posts.items.filter((i) => i.repostOf?.id === id).length;

  const myBookmarks = async () =>
    (await readAllPages((cursor) => bookmarks.getBookmarks(cursor, signal()))).flat();

  it('likes (UPVOTE): on shows, on again keeps one reaction, off takes it back, off again changes nothing', async () => {
    const { published } = await publish(me.source, { text: `like me ${Date.now()}` });
    const before = await everywhere(published.id);
    expect(before.viewer?.liked).toBe(false);
    expect(before.counts?.likes).toBe(0);

    value(await toggle('like', published.id, true));
    const liked = await everywhere(published.id);
    expect(liked.viewer?.liked).toBe(true);
    expect(liked.counts?.likes).toBe(1);

    value(await toggle('like', published.id, true));
    expect((await everywhere(published.id)).counts?.likes).toBe(1);
    expect(await upvoters(published.id)).toEqual([me.account.toLowerCase()]);

    value(await toggle('like', published.id, false));
    const unliked = await everywhere(published.id);
    expect(unliked.viewer?.liked).toBe(false);
    expect(unliked.counts?.likes).toBe(0);
    expect(await upvoters(published.id)).toEqual([]);

    value(await toggle('like', published.id, false));
    expect((await everywhere(published.id)).counts?.likes).toBe(0);
  });

  it('reposts: one repost however often asked, undone by deleting it', async () => {
    const { published } = await publish(me.source, { text: `repost me ${Date.now()}` });
    expect((await post(published.id)).viewer?.reposted).toBe(false);

    value(await toggle('repost', published.id, true));
    const reposted = await everywhere(published.id);
    expect(reposted.viewer?.reposted).toBe(true);
    expect(reposted.counts?.reposts).toBe(1);

    value(await toggle('repost', published.id, true));
    expect((await everywhere(published.id)).counts?.reposts).toBe(1);
    expect(await myRepostsOf(published.id)).toBe(1);

    value(await toggle('repost', published.id, false));
    const undone = await everywhere(published.id);
    expect(undone.viewer?.reposted).toBe(false);
    expect(undone.counts?.reposts).toBe(0);
    expect(await myRepostsOf(published.id)).toBe(0);

    value(await toggle('repost', published.id, false));
    expect((await post(published.id)).counts?.reposts).toBe(0);

    // Reposting again after an undo makes a new repost, undone in turn.
    value(await toggle('repost', published.id, true));
    expect((await post(published.id)).counts?.reposts).toBe(1);
    value(await toggle('repost', published.id, false));
    expect((await post(published.id)).counts?.reposts).toBe(0);
  });

  it('bookmarks: shown on the post and once in my bookmarks, read page by page', async () => {
    const { published } = await publish(me.source, { text: `bookmark me ${Date.now()}` });
    expect((await post(published.id)).viewer?.bookmarked).toBe(false);

    value(await toggle('bookmark', published.id, true));
    expect((await everywhere(published.id)).viewer?.bookmarked).toBe(true);
    value(await toggle('bookmark', published.id, true));
    const marked = await myBookmarks();
    expect(marked.filter((p) => p.id === published.id)).toHaveLength(1);
    // Newest first: the one just bookmarked leads.
    expect(marked[0]?.id).toBe(published.id);
    expect(marked[0]?.viewer?.bookmarked).toBe(true);

    value(await toggle('bookmark', published.id, false));
    expect((await everywhere(published.id)).viewer?.bookmarked).toBe(false);
    expect((await myBookmarks()).some((p) => p.id === published.id)).toBe(false);
    value(await toggle('bookmark', published.id, false));
    expect((await post(published.id)).viewer?.bookmarked).toBe(false);
  });

  it('pages the bookmarks by the cursor: every one once, no page over its size', async () => {
    const made: string[] = [];
    for (let i = 0; i < 12; i++)
      made.push(
        (await publish(me.source, { text: `page of bookmarks ${i} ${Date.now()}` })).published.id,
      );
    for (const id of made) value(await toggle('bookmark', id, true));
    const pages = await readAllPages((cursor) => bookmarks.getBookmarks(cursor, signal()));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.every((page) => page.length <= 10)).toBe(true);
    const ids = pages.flat().map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 12)).toEqual([...made].reverse());
    for (const id of made) value(await toggle('bookmark', id, false));
    expect((await myBookmarks()).filter((p) => made.includes(p.id))).toEqual([]);
  });

  it('a bookmarked post deleted by its author leaves the bookmarks', async () => {
    const { published } = await publish(me.source, { text: `bookmarked then gone ${Date.now()}` });
    value(await toggle('bookmark', published.id, true));
    expect((await myBookmarks()).some((p) => p.id === published.id)).toBe(true);
    value(await me.source.deletePost(published.id, signal()));
    expect((await myBookmarks()).some((p) => p.id === published.id)).toBe(false);
    // Lens no longer lists it (not listed, then left out by the adapter as deleted).
    expect(skipped.filter((item) => item.id === published.id)).toEqual([]);
  });

  it('reports a post with reportPost: filed once as the signed-in account; an unknown post is invalid', async () => {
    const { published } = await publish(me.source, { text: `report me ${Date.now()}` });
    const report = me.source.reportPost;
    if (!report) throw new Error('The Lens source takes no reports');
    value(await report(published.id, signal()));
    value(await report(published.id, signal()));
    const filed = (
      (await (await fetch(`${lens().api.replace(/\/graphql$/, '')}/sandbox/reports`)).json()) as {
        reports: { post: string; reporter: string; reason: string }[];
      }
    ).reports.filter((r) => r.post === published.id);
    expect(filed.map((r) => [r.reporter.toLowerCase(), r.reason])).toEqual([
      [me.account.toLowerCase(), LENS_REPORT_REASON],
    ]);
    const unknown = await report(NO_POST, signal());
    expect(unknown.ok ? undefined : unknown.error.kind).toBe('invalid');
  });

  it('a post Lens does not have: invalid, for each post kind and either way', async () => {
    for (const kind of ['like', 'repost', 'bookmark'] as const)
      for (const on of [true, false]) {
        const answer = await toggle(kind, NO_POST, on);
        expect(answer.ok ? undefined : answer.error.kind, `${kind} ${on}`).toBe('invalid');
      }
    const { published } = await publish(me.source, { text: `deleted soon ${Date.now()}` });
    value(await me.source.deletePost(published.id, signal()));
    const deleted = await toggle('like', published.id, true);
    expect(deleted.ok ? undefined : deleted.error.kind).toBe('invalid');
  });

  describe('on a person', () => {
    let target: Profile;
    beforeAll(async () => {
      // Someone mint_maker does not follow, mute or block (the seed's neighbours are followed).
      for (const name of ['meme_mo', 'validator_vic', 'nft_nate', 'rollup_rita']) {
        const found = await profile(await addressOf(name));
        const viewer = found.viewer;
        if (viewer && !viewer.following && !viewer.muted && !viewer.blocking) {
          target = found;
          return;
        }
      }
      throw new Error('no seeded account free of mint_maker’s follows, mutes and blocks');
    });

    it('follows on the global graph: the follower count moves once, and back', async () => {
      const followers = target.followers ?? 0;
      value(await toggle('follow', target.id, true));
      const followed = await profile(target.id);
      expect(followed.viewer?.following).toBe(true);
      expect(followed.followers).toBe(followers + 1);
      value(await toggle('follow', target.id, true));
      expect((await profile(target.id)).followers).toBe(followers + 1);

      value(await toggle('follow', target.id, false));
      const unfollowed = await profile(target.id);
      expect(unfollowed.viewer?.following).toBe(false);
      expect(unfollowed.followers).toBe(followers);
      value(await toggle('follow', target.id, false));
      expect((await profile(target.id)).followers).toBe(followers);
    });

    it('mutes and unmutes, each as often as asked', async () => {
      value(await toggle('mute', target.id, true));
      expect((await profile(target.id)).viewer?.muted).toBe(true);
      value(await toggle('mute', target.id, true));
      expect((await profile(target.id)).viewer?.muted).toBe(true);
      value(await toggle('mute', target.id, false));
      expect((await profile(target.id)).viewer?.muted).toBe(false);
      value(await toggle('mute', target.id, false));
      expect((await profile(target.id)).viewer?.muted).toBe(false);
    });

    it('blocks and unblocks, each as often as asked (Lens itself refuses a second block)', async () => {
      value(await toggle('block', target.id, true));
      expect((await profile(target.id)).viewer?.blocking).toBe(true);
      value(await toggle('block', target.id, true));
      expect((await profile(target.id)).viewer?.blocking).toBe(true);
      value(await toggle('block', target.id, false));
      expect((await profile(target.id)).viewer?.blocking).toBe(false);
      value(await toggle('block', target.id, false));
      expect((await profile(target.id)).viewer?.blocking).toBe(false);
    });

    it('an account Lens does not have: invalid, for each person kind and either way', async () => {
      for (const kind of ['follow', 'mute', 'block'] as const)
        for (const on of [true, false]) {
          const answer = await toggle(kind, NO_ACCOUNT, on);
          expect(answer.ok ? undefined : answer.error, `${kind} ${on}`).toMatchObject({
            kind: 'invalid',
          });
        }
    });

    it('Lens’s own refusal comes back invalid in its words: following oneself', async () => {
      const answer = await toggle('follow', me.account, true);
      expect(answer.ok ? undefined : answer.error).toMatchObject({
        kind: 'invalid',
        message: 'An account cannot follow itself.',
        code: 'TransactionWillFail',
      });
    });
  });
});
