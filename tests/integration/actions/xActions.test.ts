import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Post } from '@/domain/reading/post';
import type { SourceResult } from '@/domain/result';
import type { SourceReads } from '@/sources/reading/sourceReads';
import { createXBookmarks } from '@/sources/x/xBookmarks';
import { createXReads } from '@/sources/x/xReads';
import { X_BLOCK_REFUSED } from '@/sources/x/xToggles';
import type { SandboxDemoIdentity } from '../../../server/productApi';
import { readAllPages } from '../../support/readAllPages';
import { connectXAccount, value } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';

const signal = () => AbortSignal.timeout(20_000);

/** A tweet id X has never given (19 digits, below any the stand-in makes). */
const NO_SUCH_ID = '1000000000000000001';

/** A person of the test's own, made by the sandbox, signed in to X through the product server. */
async function person(options: { xProtected?: boolean } = {}) {
  const minted = (await (
    await fetch(`${sandbox().admin.url}/people`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(options),
    })
  ).json()) as { identity: SandboxDemoIdentity };
  const handle = minted.identity.accounts.find((a) => a.source === 'Twitter')?.handle ?? '';
  const me = await connectXAccount(sandbox(), handle);
  const connection = {
    apiBase: sandbox().product.api,
    session: async () => me.session,
    accountId: me.accountId,
  };
  return {
    ...me,
    handle,
    connection,
    // Made anew for each read: the source remembers profiles it has read.
    reads: (): SourceReads => createXReads(connection, { pageSize: 100 }),
  };
}

type Person = Awaited<ReturnType<typeof person>>;

async function tweet(author: Person, text: string) {
  const prepared = value(
    await author.source.prepare(
      { text: `${text} ${randomBytes(3).toString('hex')}`, media: [] },
      `x-actions-${randomBytes(4).toString('hex')}`,
      signal(),
    ),
  );
  return value(await author.source.publish(prepared, signal())).id;
}

const allPages = async <Item>(
  read: (cursor: string | undefined) => Promise<SourceResult<Page<Item>>>,
) => (await readAllPages(read)).flat();

/** A read the X adapter has (SourceReads leaves some out for other networks). */
function offered<T>(read: T | undefined): T {
  if (!read) throw new Error('The X reads lack a read this test needs');
  return read;
}

describe('X actions (setToggle) through the product server against the sandbox', () => {
  let reader: Person;
  let author: Person;
  let post: string;

  beforeAll(async () => {
    [reader, author] = await Promise.all([person(), person()]);
    post = await tweet(author, 'Something worth a like');
    value(await reader.source.setToggle('follow', author.accountId, true, signal()));
  });

  const home = () => allPages((cursor) => reader.reads().homeTimeline(cursor, signal()));
  const inHome = async (id: string) => (await home()).filter((p) => p.id === id && !p.repostedBy);
  const counts = async (id: string) => {
    // The post's own read, its thread and the home timeline all count the same.
    const single = value(await author.source.getPost(id, signal()))?.counts;
    const thread = value(await author.source.getThread(id, signal()))?.post.counts;
    const [row] = await inHome(id);
    expect(thread).toEqual(single);
    expect(row?.counts).toMatchObject({ likes: single?.likes, reposts: single?.reposts });
    return single;
  };
  const likers = async (id: string) =>
    (await allPages((cursor) => offered(reader.reads().postLikers)(id, cursor, signal()))).map(
      (p) => p.id,
    );

  it('likes once however often asked, unlikes, and refuses a post X does not have', async () => {
    expect(await reader.source.setToggle('like', post, true, signal())).toEqual({
      ok: true,
      value: undefined,
    });
    expect((await counts(post))?.likes).toBe(1);
    expect(await likers(post)).toEqual([reader.accountId]);

    value(await reader.source.setToggle('like', post, true, signal()));
    expect((await counts(post))?.likes).toBe(1);
    expect(await likers(post)).toEqual([reader.accountId]);

    value(await reader.source.setToggle('like', post, false, signal()));
    expect((await counts(post))?.likes).toBe(0);
    expect(await likers(post)).toEqual([]);

    value(await reader.source.setToggle('like', post, false, signal()));
    expect((await counts(post))?.likes).toBe(0);

    const unknown = await reader.source.setToggle('like', NO_SUCH_ID, true, signal());
    expect(unknown).toMatchObject({
      ok: false,
      error: { kind: 'invalid', message: 'This tweet cannot be found.' },
    });
    expect(await reader.source.setToggle('like', 'not-a-tweet', true, signal())).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });
  });

  it('retweets once however often asked, undoes it, and refuses a post X does not have', async () => {
    const myRetweets = async () =>
      (
        await allPages((cursor) => reader.reads().authorPosts(reader.accountId, cursor, signal()))
      ).filter((p: Post) => p.id === post && p.repostedBy?.id === reader.accountId);

    value(await reader.source.setToggle('repost', post, true, signal()));
    expect((await counts(post))?.reposts).toBe(1);
    expect(await myRetweets()).toHaveLength(1);

    value(await reader.source.setToggle('repost', post, true, signal()));
    expect((await counts(post))?.reposts).toBe(1);
    expect(await myRetweets()).toHaveLength(1);

    value(await reader.source.setToggle('repost', post, false, signal()));
    expect((await counts(post))?.reposts).toBe(0);
    expect(await myRetweets()).toHaveLength(0);

    value(await reader.source.setToggle('repost', post, false, signal()));
    expect((await counts(post))?.reposts).toBe(0);

    expect(await reader.source.setToggle('repost', NO_SUCH_ID, true, signal())).toMatchObject({
      ok: false,
      error: { kind: 'invalid', message: 'This tweet cannot be found.' },
    });
  });

  it('bookmarks once however often asked, lists bookmarks a page at a time, and removes them', async () => {
    const bookmarks = (pageSize = 100) => createXBookmarks(reader.connection, { pageSize });
    const all = async (pageSize?: number) =>
      (await readAllPages((cursor) => bookmarks(pageSize).getBookmarks(cursor, signal())))
        .flat()
        .map((p) => p.id);

    value(await reader.source.setToggle('bookmark', post, true, signal()));
    expect(await all()).toEqual([post]);
    value(await reader.source.setToggle('bookmark', post, true, signal()));
    expect(await all()).toEqual([post]);

    // Two more, read two a page: the latest bookmark first, each once, the last page without a cursor.
    const second = await tweet(author, 'Second to keep');
    const third = await tweet(author, 'Third to keep');
    value(await reader.source.setToggle('bookmark', second, true, signal()));
    value(await reader.source.setToggle('bookmark', third, true, signal()));
    const first = value(await bookmarks(2).getBookmarks(undefined, signal()));
    expect(first.items.map((p) => p.id)).toEqual([third, second]);
    expect(first.cursor).toEqual(expect.any(String));
    const next = value(await bookmarks(2).getBookmarks(first.cursor, signal()));
    expect(next.items.map((p) => p.id)).toEqual([post]);
    expect(next.cursor).toBeUndefined();
    expect(next.items[0]).toMatchObject({
      author: { id: author.accountId },
      text: expect.any(String),
    });

    value(await reader.source.setToggle('bookmark', post, false, signal()));
    expect(await all()).toEqual([third, second]);
    value(await reader.source.setToggle('bookmark', post, false, signal()));
    expect(await all()).toEqual([third, second]);

    expect(await reader.source.setToggle('bookmark', NO_SUCH_ID, true, signal())).toMatchObject({
      ok: false,
      error: { kind: 'invalid', message: 'This tweet cannot be found.' },
    });
  });

  /** The person as the reader's reads show them: how they relate, and their followers. */
  const seen = async (who: Person) =>
    value(await offered(reader.reads().searchPeople)(who.handle, undefined, signal())).items.find(
      (p) => p.id === who.accountId,
    );

  it('follows once however often asked, unfollows, and refuses a person X does not have', async () => {
    const someone = await person();
    const theirs = await tweet(someone, 'Followed for this');
    expect(await seen(someone)).toMatchObject({ followers: 0, viewer: { following: false } });
    expect(await inHome(theirs)).toHaveLength(0);

    value(await reader.source.setToggle('follow', someone.accountId, true, signal()));
    expect(await seen(someone)).toMatchObject({ followers: 1, viewer: { following: true } });
    expect(await inHome(theirs)).toHaveLength(1);

    value(await reader.source.setToggle('follow', someone.accountId, true, signal()));
    expect(await seen(someone)).toMatchObject({ followers: 1, viewer: { following: true } });

    value(await reader.source.setToggle('follow', someone.accountId, false, signal()));
    expect(await seen(someone)).toMatchObject({ followers: 0, viewer: { following: false } });
    expect(await inHome(theirs)).toHaveLength(0);

    value(await reader.source.setToggle('follow', someone.accountId, false, signal()));
    expect(await seen(someone)).toMatchObject({ followers: 0, viewer: { following: false } });

    expect(await reader.source.setToggle('follow', NO_SUCH_ID, true, signal())).toMatchObject({
      ok: false,
      error: { kind: 'invalid', message: 'target_user_id must name an existing user.' },
    });
  });

  it('asks a protected account to follow once (pending), and withdraws the request', async () => {
    const guarded = await person({ xProtected: true });
    const status = async () => {
      const answer = await fetch(
        `${sandbox().product.api}/api/x/users/${guarded.accountId}?user.fields=connection_status`,
        {
          headers: { Authorization: `Bearer ${reader.session}`, 'X-Account-Id': reader.accountId },
        },
      );
      return ((await answer.json()) as { data: { connection_status: string[] } }).data
        .connection_status;
    };
    value(await reader.source.setToggle('follow', guarded.accountId, true, signal()));
    expect(await status()).toEqual(['follow_request_sent']);
    expect(await seen(guarded)).toMatchObject({ followers: 0, viewer: { following: false } });
    value(await reader.source.setToggle('follow', guarded.accountId, true, signal()));
    expect(await status()).toEqual(['follow_request_sent']);
    value(await reader.source.setToggle('follow', guarded.accountId, false, signal()));
    expect(await status()).toEqual([]);
  });

  it('mutes once however often asked (their tweets leave Home), unmutes, and refuses a person X does not have', async () => {
    expect(await inHome(post)).toHaveLength(1);
    expect(value(await reader.source.getProfile(author.accountId, signal()))?.viewer).toMatchObject(
      {
        muted: false,
      },
    );

    value(await reader.source.setToggle('mute', author.accountId, true, signal()));
    expect(await seen(author)).toMatchObject({ viewer: { muted: true, following: true } });
    // The source's own read of the person, remembered before, is read anew after the write.
    expect(value(await reader.source.getProfile(author.accountId, signal()))?.viewer).toMatchObject(
      {
        muted: true,
      },
    );
    expect(await inHome(post)).toHaveLength(0);

    value(await reader.source.setToggle('mute', author.accountId, true, signal()));
    expect(await seen(author)).toMatchObject({ viewer: { muted: true } });

    value(await reader.source.setToggle('mute', author.accountId, false, signal()));
    expect(await seen(author)).toMatchObject({ viewer: { muted: false, following: true } });
    expect(await inHome(post)).toHaveLength(1);

    value(await reader.source.setToggle('mute', author.accountId, false, signal()));
    expect(await seen(author)).toMatchObject({ viewer: { muted: false } });

    expect(await reader.source.setToggle('mute', NO_SUCH_ID, true, signal())).toMatchObject({
      ok: false,
      error: { kind: 'invalid', message: 'target_user_id must name an existing user.' },
    });
  });

  it('refuses a block, which X lets apps do only on its Enterprise plan, and sends nothing', async () => {
    for (const on of [true, false])
      expect(await reader.source.setToggle('block', author.accountId, on, signal())).toEqual({
        ok: false,
        error: { kind: 'invalid', message: X_BLOCK_REFUSED },
      });
    expect(await seen(author)).toMatchObject({ viewer: { blocking: false } });
  });
});
