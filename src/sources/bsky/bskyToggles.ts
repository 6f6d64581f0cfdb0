import type { AtpAgent } from '@atproto/api';
import { z } from 'zod/mini';
import type { ToggleKind } from '@/domain/actions/toggleIntent';
import { noChannelsOn } from '@/domain/messages/actions';
import { fail, ok, type SourceResult } from '@/domain/result';
import type { BskyAgentCall } from './bskyAgentCall';
import { bskyFailure } from './bskyFailure';
import { bskyStrongRef, parseAtUri } from './bskyStrongRef';
import { subjectRecordKey } from './recordKey';

const POST = 'app.bsky.feed.post';

/** The record each kind writes in the reader's repo, and what it points at (a post, a person). */
const RECORDS = {
  like: { collection: 'app.bsky.feed.like', on: 'post' },
  repost: { collection: 'app.bsky.feed.repost', on: 'post' },
  follow: { collection: 'app.bsky.graph.follow', on: 'profile' },
  block: { collection: 'app.bsky.graph.block', on: 'profile' },
} as const;
type RecordKind = keyof typeof RECORDS;

/** A like's or repost's subject is a strong ref; a follow's or block's a DID. */
const recordSubject = z.object({
  subject: z.union([z.string(), z.object({ uri: z.string() })]),
});

const postNotFound = (uri: string) =>
  fail<never>({ kind: 'invalid', message: `Post not found: ${uri}` });

/**
 * The post as the AppView shows it to the reader: its cid (for a strong
 * ref), the reader's like and repost records, whether they bookmarked it.
 */
async function seePost(a: AtpAgent, uri: string, signal: AbortSignal) {
  const { data } = await a.getPosts({ uris: [uri] }, { signal });
  const post = data.posts[0];
  return {
    cid: post?.cid,
    like: post?.viewer?.like,
    repost: post?.viewer?.repost,
    bookmarked: Boolean(post?.viewer?.bookmarked),
  };
}

/** The person as the AppView shows them to the reader; unknown when it says "Profile not found". */
async function seeProfile(a: AtpAgent, did: string, signal: AbortSignal) {
  try {
    const { data } = await a.getProfile({ actor: did }, { signal });
    return { known: true, viewer: data.viewer };
  } catch (error) {
    const failure = bskyFailure(error, false);
    if (failure.kind !== 'invalid') throw error;
    return { known: false, message: failure.message };
  }
}

/**
 * Bluesky's likes, reposts, follows, blocks, mutes and bookmarks, put in the
 * state asked for (issue 21). Likes, reposts, follows and blocks are records
 * in the reader's repo, and creating one is not idempotent: a second create
 * writes a new record (this PDS swaps it for the older one of the same
 * subject; others may keep both). So the current state is read first (the AppView's viewer fields) and a record is
 * written only when it differs. The AppView indexes from the firehose and
 * may lag behind a write, so each record goes under a key fixed by what it
 * points at (subjectRecordKey): a create sent again after its answer was
 * lost finds that record in the repo (read-after-write there) and writes
 * nothing, and an undo deletes it even before the AppView shows it. Mutes
 * (`app.bsky.graph.muteActor`) and bookmarks (`app.bsky.bookmark.*`) are
 * the AppView's own state, idempotent there; they are still read first, so
 * nothing is sent when nothing would change.
 *
 * Switching off what is not on answers ok even when the post or person is
 * unknown (the state asked for holds); switching on something unknown is
 * `invalid`, with the network's words.
 */
export function bskyToggles(call: BskyAgentCall, did: string) {
  /** The reader's record under the subject's fixed key, straight from their repo. */
  async function keyedRecord(a: AtpAgent, kind: RecordKind, subject: string, signal: AbortSignal) {
    const { collection } = RECORDS[kind];
    const rkey = subjectRecordKey(collection, subject);
    const uri = `at://${did}/${collection}/${rkey}`;
    try {
      const { data } = await a.com.atproto.repo.getRecord(
        { repo: did, collection, rkey },
        { signal },
      );
      const value = recordSubject.safeParse(data.value).data?.subject;
      const points = typeof value === 'string' ? value : value?.uri;
      return { rkey, uri, exists: points === subject };
    } catch (error) {
      if (bskyFailure(error, false).kind !== 'invalid') throw error; // RecordNotFound: none
      return { rkey, uri, exists: false };
    }
  }

  /** A like, repost, follow or block: read, then create or delete the reader's records. */
  async function setRecord(
    kind: RecordKind,
    subject: string,
    on: boolean,
    signal: AbortSignal,
  ): Promise<SourceResult<void>> {
    const { collection } = RECORDS[kind];
    const isPost = RECORDS[kind].on === 'post';
    if (isPost ? parseAtUri(subject)?.collection !== POST : !subject.startsWith('did:'))
      return fail({ kind: 'invalid', message: `Not a Bluesky ${RECORDS[kind].on}: ${subject}` });

    const state = await call(false, async (a) => {
      // The reader's record pointing at it, as the AppView knows it (`viewer.like`, `.following`…).
      let seen: { record?: string; cid?: string };
      if (isPost) {
        const post = await seePost(a, subject, signal);
        seen = { cid: post.cid, record: kind === 'like' ? post.like : post.repost };
        // A post just published may not be in the AppView yet: its own repo has it.
        if (on && !seen.cid) seen.cid = (await bskyStrongRef(a, subject, signal))?.cid;
      } else {
        const profile = await seeProfile(a, subject, signal);
        if (!profile.known && on)
          return fail({ kind: 'invalid', message: profile.message ?? 'Profile not found' });
        seen = { record: kind === 'follow' ? profile.viewer?.following : profile.viewer?.blocking };
      }
      const keyed = await keyedRecord(a, kind, subject, signal);
      return ok({ seen, keyed });
    });
    if (!state.ok) return state;
    const { seen, keyed } = state.value;

    if (!on) {
      // Every record of the reader's pointing at it: the AppView's, and the keyed one it may not show yet.
      const uris = new Set([
        ...(seen.record ? [seen.record] : []),
        ...(keyed.exists ? [keyed.uri] : []),
      ]);
      if (uris.size === 0) return ok(undefined);
      return call(true, async (a) => {
        // Deleting a record that is already gone is a no-op on the PDS.
        for (const uri of uris) {
          const parts = parseAtUri(uri);
          if (parts) await a.com.atproto.repo.deleteRecord({ ...parts, repo: did }, { signal });
        }
        return ok(undefined);
      });
    }

    if (seen.record || keyed.exists) return ok(undefined);
    if (isPost && !seen.cid) return postNotFound(subject);
    const record = {
      $type: collection,
      subject: isPost ? { uri: subject, cid: seen.cid } : subject,
      createdAt: new Date().toISOString(),
    };
    return call(true, async (a) => {
      try {
        await a.com.atproto.repo.createRecord(
          { repo: did, collection, rkey: keyed.rkey, record },
          { signal },
        );
      } catch (error) {
        const failure = bskyFailure(error, true);
        if (failure.kind !== 'invalid' && failure.kind !== 'unknown_outcome') throw error;
        // Refused because the key is taken, or the answer lost: is the record there now?
        const again = await keyedRecord(a, kind, subject, signal).catch(() => undefined);
        if (!again?.exists) throw error;
      }
      return ok(undefined);
    });
  }

  /** A mute: the AppView's own state about a person. */
  async function setMute(target: string, on: boolean, signal: AbortSignal) {
    if (!target.startsWith('did:'))
      return fail({ kind: 'invalid', message: `Not a Bluesky profile: ${target}` });
    const state = await call(false, async (a) => ok(await seeProfile(a, target, signal)));
    if (!state.ok) return state;
    const profile = state.value;
    if (!profile.known)
      return on
        ? fail({ kind: 'invalid', message: profile.message ?? 'Profile not found' })
        : ok(undefined);
    if (Boolean(profile.viewer?.muted) === on) return ok(undefined);
    return call(true, async (a) => {
      if (on) await a.app.bsky.graph.muteActor({ actor: target }, { signal });
      else await a.app.bsky.graph.unmuteActor({ actor: target }, { signal });
      return ok(undefined);
    });
  }

  /** A bookmark: the AppView's own private state about a post. */
  async function setBookmark(target: string, on: boolean, signal: AbortSignal) {
    if (parseAtUri(target)?.collection !== POST)
      return fail({ kind: 'invalid', message: `Not a Bluesky post: ${target}` });
    const state = await call(false, async (a) => {
      const seen = await seePost(a, target, signal);
      if (on && !seen.cid) seen.cid = (await bskyStrongRef(a, target, signal))?.cid;
      return ok(seen);
    });
    if (!state.ok) return state;
    const { bookmarked, cid } = state.value;
    if (bookmarked === on) return ok(undefined);
    if (on && !cid) return postNotFound(target);
    return call(true, async (a) => {
      if (on && cid) await a.app.bsky.bookmark.createBookmark({ uri: target, cid }, { signal });
      else await a.app.bsky.bookmark.deleteBookmark({ uri: target }, { signal });
      return ok(undefined);
    });
  }

  return (
    kind: ToggleKind,
    target: string,
    on: boolean,
    signal: AbortSignal,
  ): Promise<SourceResult<void>> => {
    switch (kind) {
      case 'blockChannel':
        return Promise.resolve(fail({ kind: 'invalid', message: noChannelsOn('Bluesky') }));
      case 'mute':
        return setMute(target, on, signal);
      case 'bookmark':
        return setBookmark(target, on, signal);
      default:
        return setRecord(kind, target, on, signal);
    }
  };
}
