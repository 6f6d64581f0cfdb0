import { beforeAll, describe, expect, it } from 'vitest';
import type { ToggleKind } from '@/domain/actions/toggleIntent';
import type { Post } from '@/domain/reading/post';
import { createFarcasterReads } from '@/sources/farcaster/farcasterReads';
import { KEPT_NEEDS_POLYCAST } from '@/sources/product/keptSwitchesApi';
import type { SourceReads } from '@/sources/reading/sourceReads';
import type { Source } from '@/sources/source';
import { newFarcasterAccount, value } from '../../support/sandboxAccounts';
import { readAllPages } from '../../support/readAllPages';
import { sandbox } from '../sandbox/sandboxClient';

const signal = () => AbortSignal.timeout(20_000);
const hubUrl = () => sandbox().farcaster?.hub ?? '';

type Account = Awaited<ReturnType<typeof newFarcasterAccount>>;

/** A hub message, as far as these tests read it. */
interface HubMessage {
  hash: string;
  data: { fid: number; timestamp: number };
}

/** One hub list, whole (these lists are short). */
async function hubList(path: string, params: Record<string, string | number>) {
  const query = new URLSearchParams(
    Object.entries({ ...params, pageSize: 1000 }).map(([k, v]) => [k, String(v)]),
  );
  const answer = await fetch(`${hubUrl()}${path}?${query}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { messages: HubMessage[] }).messages;
}

/** One message by its key, or null when the hub answers not found. */
async function hubOne(path: string, params: Record<string, string | number>) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const answer = await fetch(`${hubUrl()}${path}?${query}`);
  if (answer.status === 404) return null;
  expect(answer.status).toBe(200);
  return (await answer.json()) as HubMessage;
}

const castOf = (id: string) => {
  const [fid = '', hash = ''] = id.split(':');
  return { target_fid: fid, target_hash: hash };
};

async function publish(source: Source, text: string) {
  const prepared = value(
    await source.prepare({ text, media: [] }, `job-${Date.now()}-${text}`, signal()),
  );
  return value(await source.publish(prepared, signal())).id;
}

const toggle = (account: Account, kind: ToggleKind, target: string, on: boolean) =>
  account.source.setToggle(kind, target, on, signal());

describe('Farcaster likes, recasts and follows against the sandbox hub', () => {
  let reader: Account;
  let author: Account;
  let castId: string;
  let reads: SourceReads;

  beforeAll(async () => {
    // The reader's clock moves a second each time it is read: every message it signs has its
    // own timestamp, so a second write of the same like would be a new message (a new hash).
    let tick = Date.now() - 120_000;
    [reader, author] = await Promise.all([
      newFarcasterAccount(sandbox(), () => (tick += 1000)),
      newFarcasterAccount(sandbox()),
    ]);
    castId = await publish(author.source, 'a cast to like and recast');
    reads = createFarcasterReads({ hubUrl: hubUrl(), fid: reader.fid });
  }, 60_000);

  /** The cast as the reader's adapter reads it: the post, its thread, and its activity. */
  async function readCast() {
    const post = value(await reader.source.getPost(castId, signal()));
    const thread = value(await reader.source.getThread(castId, signal()));
    if (!reads.postActivity) throw new Error('Farcaster reads have no postActivity');
    const activity = value(await reads.postActivity(castId, signal()));
    expect(thread?.post.counts).toEqual(post?.counts);
    expect(thread?.post.viewer).toEqual(post?.viewer);
    expect(activity).toEqual({ counts: post?.counts, viewer: post?.viewer });
    return post as Post;
  }

  const reactions = (type: 'Like' | 'Recast') =>
    hubList('/v1/reactionsByCast', { ...castOf(castId), reaction_type: type });
  const reactionById = (type: 'Like' | 'Recast') =>
    hubOne('/v1/reactionById', { fid: reader.fid, ...castOf(castId), reaction_type: type });

  it('likes a cast once, however often it is asked, and unlikes it', async () => {
    expect((await readCast()).viewer).toEqual({ liked: false, reposted: false });

    value(await toggle(reader, 'like', castId, true));
    let post = await readCast();
    expect(post.counts?.likes).toBe(1);
    expect(post.viewer?.liked).toBe(true);
    const liked = await reactionById('Like');
    expect((await reactions('Like')).map((m) => m.data.fid)).toEqual([reader.fid]);

    // On again: nothing is written (the same message holds the like), still one like.
    value(await toggle(reader, 'like', castId, true));
    expect((await reactionById('Like'))?.hash).toBe(liked?.hash);
    expect((await reactions('Like')).map((m) => m.data.fid)).toEqual([reader.fid]);
    post = await readCast();
    expect(post.counts?.likes).toBe(1);
    expect(post.viewer?.liked).toBe(true);
    // The reader's likes list it once.
    const likes = await readAllPages((cursor) => {
      if (!reads.authorLikes) throw new Error('Farcaster reads have no authorLikes');
      return reads.authorLikes(String(reader.fid), cursor, signal());
    });
    expect(likes.flat().map((p) => p.id)).toEqual([castId]);

    value(await toggle(reader, 'like', castId, false));
    post = await readCast();
    expect(post.counts?.likes).toBe(0);
    expect(post.viewer?.liked).toBe(false);
    expect(await reactionById('Like')).toBeNull();

    // Off again: ok, and still no like.
    value(await toggle(reader, 'like', castId, false));
    expect(await reactions('Like')).toEqual([]);
    expect((await readCast()).counts?.likes).toBe(0);
  });

  it('recasts a cast once and undoes it; the recast shows on the reader’s posts', async () => {
    value(await toggle(reader, 'repost', castId, true));
    let post = await readCast();
    expect(post.counts?.reposts).toBe(1);
    expect(post.viewer?.reposted).toBe(true);
    const recast = await reactionById('Recast');

    value(await toggle(reader, 'repost', castId, true));
    expect((await reactionById('Recast'))?.hash).toBe(recast?.hash);
    expect((await reactions('Recast')).map((m) => m.data.fid)).toEqual([reader.fid]);
    expect((await readCast()).counts?.reposts).toBe(1);
    const own = value(await reads.authorPosts(String(reader.fid), undefined, signal()));
    expect(own.items.map((p) => [p.id, p.repostedBy?.id])).toEqual([[castId, String(reader.fid)]]);

    value(await toggle(reader, 'repost', castId, false));
    post = await readCast();
    expect(post.counts?.reposts).toBe(0);
    expect(post.viewer?.reposted).toBe(false);

    value(await toggle(reader, 'repost', castId, false));
    expect(await reactions('Recast')).toEqual([]);
    expect(value(await reads.authorPosts(String(reader.fid), undefined, signal())).items).toEqual(
      [],
    );
  });

  it('follows a person once and unfollows; the profile and the home timeline say so', async () => {
    const profile = async () => value(await reader.source.getProfile(String(author.fid), signal()));
    const link = () =>
      hubOne('/v1/linkById', { fid: reader.fid, target_fid: author.fid, link_type: 'follow' });
    const home = async () =>
      (await readAllPages((cursor) => reads.homeTimeline(cursor, signal())))
        .flat()
        .map((p) => p.id);
    expect((await profile())?.viewer).toEqual({ following: false, followedBy: false });
    expect(await home()).not.toContain(castId);

    value(await toggle(reader, 'follow', String(author.fid), true));
    expect(await profile()).toMatchObject({ followers: 1, viewer: { following: true } });
    const followed = await link();
    expect(await home()).toContain(castId);

    value(await toggle(reader, 'follow', String(author.fid), true));
    expect((await link())?.hash).toBe(followed?.hash);
    const links = await hubList('/v1/linksByTargetFid', {
      target_fid: author.fid,
      link_type: 'follow',
    });
    expect(links.map((m) => m.data.fid)).toEqual([reader.fid]);
    expect((await profile())?.followers).toBe(1);
    // Seen from the author's side: followed by the reader.
    expect(value(await author.source.getProfile(String(reader.fid), signal()))?.viewer).toEqual({
      following: false,
      followedBy: true,
    });

    value(await toggle(reader, 'follow', String(author.fid), false));
    expect(await profile()).toMatchObject({ followers: 0, viewer: { following: false } });
    expect(await link()).toBeNull();
    expect(await home()).not.toContain(castId);

    value(await toggle(reader, 'follow', String(author.fid), false));
    expect(await hubList('/v1/linksByFid', { fid: reader.fid, link_type: 'follow' })).toEqual([]);
    expect((await profile())?.followers).toBe(0);
  });

  it('switches back within the same second: the later press wins, still one reaction', async () => {
    // A frozen clock: every message this adapter signs has the same timestamp unless it must move.
    const frozen = Date.now();
    const quick = await newFarcasterAccount(sandbox(), () => frozen);
    const likedBy = async () => (await reactions('Like')).map((m) => m.data.fid);
    for (const on of [true, false, true, false, true]) {
      value(await toggle(quick, 'like', castId, on));
      expect(await likedBy()).toEqual(on ? [quick.fid] : []);
    }
    value(await toggle(quick, 'follow', String(author.fid), true));
    value(await toggle(quick, 'follow', String(author.fid), false));
    value(await toggle(quick, 'follow', String(author.fid), true));
    expect((await hubList('/v1/linksByFid', { fid: quick.fid, link_type: 'follow' })).length).toBe(
      1,
    );
  });

  it('refuses a cast or a person the hub does not have, and what Farcaster has no message for', async () => {
    const missingCast = `${author.fid}:0x${'ab'.repeat(20)}`;
    for (const kind of ['like', 'repost'] as const) {
      for (const on of [true, false]) {
        const answer = await toggle(reader, kind, missingCast, on);
        expect(answer).toEqual({
          ok: false,
          error: { kind: 'invalid', message: `This cast is not on Farcaster: ${missingCast}` },
        });
      }
      expect((await toggle(reader, kind, 'not-a-cast', true)).ok).toBe(false);
    }
    for (const on of [true, false]) {
      expect(await toggle(reader, 'follow', '4000000000', on)).toEqual({
        ok: false,
        error: { kind: 'invalid', message: 'No Farcaster account has the fid 4000000000.' },
      });
    }
    expect(await hubList('/v1/linksByFid', { fid: reader.fid })).toEqual([]);

    // Without the product server (these adapters have none), what it keeps in Farcaster's place.
    const refused = {
      bookmark: KEPT_NEEDS_POLYCAST,
      mute: KEPT_NEEDS_POLYCAST,
      blockChannel: KEPT_NEEDS_POLYCAST,
      block: 'Farcaster has no blocks: mute them instead.',
    };
    for (const [kind, message] of Object.entries(refused)) {
      const target =
        kind === 'bookmark' ? castId : kind === 'blockChannel' ? 'art' : String(author.fid);
      expect(await toggle(reader, kind as ToggleKind, target, true)).toEqual({
        ok: false,
        error: { kind: 'invalid', message },
      });
    }
  });

  it('asks for a login when the device has no signer key', async () => {
    const signedOut = await newFarcasterAccount(sandbox());
    await signedOut.store.remove(String(signedOut.fid));
    const answer = await toggle(signedOut, 'like', castId, true);
    expect(answer.ok ? undefined : answer.error.kind).toBe('auth');
    expect(await likedByFid(signedOut.fid)).toEqual([]);
  });
});

async function likedByFid(fid: number) {
  return hubList('/v1/reactionsByFid', { fid, reaction_type: 'Like' });
}
