import { jsonToLex, RichText, type AtpAgent } from '@atproto/api';
import { z } from 'zod/mini';
import {
  FAILED_TO_GET_PARENT_POST,
  IMAGES_NOT_UPLOADED,
  NO_PARENT_POST_FOUND,
  POST_NOT_FOUND_WITH_ID,
} from '@/domain/messages/composer';
import { contentFingerprint } from '../contentFingerprint';
import type { CredentialStore } from '../credentialStore';
import type { OutgoingPost, PreparedPost, PublishedPost, Source } from '../source';
import { fail, ok } from '@/domain/result';
import { isPlayableGifUrl } from './bskyExternalEmbed';
import { bskyFailure } from './bskyFailure';
import { bskyPostRecord, bskyThreadgate, gifsWithoutStill, type StrongRef } from './bskyPostRecord';
import { type BskyStoredSession } from './bskySession';
import { bskyAgentCall } from './bskyAgentCall';
import { uploadBskyVideo, type VideoServiceConfig } from './bskyVideoUpload';
import { bskyPostUrl, bskyPostView, bskyProfileView, bskyThreadView } from './bskyViews';
import { recordKeyFor } from './recordKey';
import { bskyStrongRef, parseAtUri } from './bskyStrongRef';
import { bskyToggles } from './bskyToggles';

const POST = 'app.bsky.feed.post';
const THREADGATE = 'app.bsky.feed.threadgate';

/** What a prepared Bluesky post carries (it comes back from the log, so it is parsed). */
const requestSchema = z.object({
  repo: z.string(),
  rkey: z.string(),
  record: z.record(z.string(), z.unknown()),
  threadgate: z.optional(z.record(z.string(), z.unknown())),
});

/** A post's own reply refs and text, from its record. */
const recordSchema = z.object({
  text: z.optional(z.string()),
  reply: z.optional(z.object({ root: z.object({ uri: z.string(), cid: z.string() }) })),
  embed: z.optional(
    z.object({
      record: z.optional(
        z.object({
          uri: z.optional(z.string()),
          record: z.optional(z.object({ uri: z.string() })),
        }),
      ),
    }),
  ),
});

export interface BskySourceOptions {
  /** The PDS (the sandbox's, or the user's). */
  service: string;
  did: string;
  store: CredentialStore<BskyStoredSession>;
  video: VideoServiceConfig;
  now?: () => number;
  /** For tests: how often the video job is polled (composer.md says 1 s). */
  videoPollIntervalMs?: number;
  /** Hosts (with port) of the GIF providers in use, besides Tenor's and Giphy's (the sandbox's). */
  gifProviderHosts?: readonly string[];
  /** The agent's fetch (the server's has a time limit); the global one by default. */
  fetch?: typeof globalThis.fetch;
}

/** The Bluesky source: `@atproto/api` against the user's PDS. */
export function createBskySource(options: BskySourceOptions): Source {
  const now = options.now ?? Date.now;
  const call = bskyAgentCall(options);

  const published = (a: AtpAgent, uri: string): PublishedPost => ({
    id: uri,
    url: bskyPostUrl(uri, a.session?.handle ?? options.did),
  });

  async function fingerprintOf(post: { text: string; replyTo?: string; quoteOf?: string }) {
    return contentFingerprint({ author: options.did, ...post });
  }

  return {
    source: 'Bsky',

    prepare: (post: OutgoingPost, idempotencyKey, signal) =>
      call(false, async (a) => {
        if (post.poll)
          return fail({ kind: 'invalid', message: 'Polls are not supported on Bluesky.' });
        // A GIF that goes as a picture shows its still: without one it cannot go (never dropped).
        const playsGif = (url: string) => isPlayableGifUrl(url, options.gifProviderHosts);
        if (gifsWithoutStill(post, playsGif).length > 0)
          return fail({ kind: 'invalid', message: `${IMAGES_NOT_UPLOADED} (a GIF's still)` });
        const rkey = recordKeyFor(idempotencyKey, now);
        const uri = `at://${options.did}/${POST}/${rkey}`;
        const text = new RichText({ text: post.text });
        await text.detectFacets(a);
        let reply: { root: StrongRef; parent: StrongRef } | undefined;
        if (post.replyTo) {
          const parent = await bskyStrongRef(a, post.replyTo, signal).catch((error: unknown) => {
            const failure = bskyFailure(error, false);
            // A read that failed (not "no such post"): composer.md §8's words, the failure's kind.
            if (failure.kind === 'auth') throw error;
            return { ...failure, message: FAILED_TO_GET_PARENT_POST };
          });
          if (parent && 'kind' in parent) return fail(parent);
          if (!parent) return fail({ kind: 'invalid', message: NO_PARENT_POST_FOUND });
          const root = recordSchema.safeParse(parent.value).data?.reply?.root;
          const parentRef = { uri: parent.uri, cid: parent.cid };
          reply = { root: root ?? parentRef, parent: parentRef };
        }
        let quote: StrongRef | undefined;
        if (post.quoteOf) {
          const quoted = await bskyStrongRef(a, post.quoteOf, signal);
          if (!quoted) return fail({ kind: 'invalid', message: POST_NOT_FOUND_WITH_ID });
          quote = { uri: quoted.uri, cid: quoted.cid };
        }
        const createdAt = new Date(now()).toISOString();
        const record = bskyPostRecord({
          post,
          facets: text.facets ?? [],
          createdAt,
          reply,
          quote,
          playsGif,
        });
        const threadgate = bskyThreadgate(post.replyRestriction, uri, createdAt);
        const prepared: PreparedPost = {
          source: 'Bsky',
          idempotencyKey,
          fingerprint: await fingerprintOf(post),
          request: { repo: options.did, rkey, record, ...(threadgate ? { threadgate } : {}) },
        };
        return ok(prepared);
      }),

    publish: (prepared, signal) =>
      call(true, async (a) => {
        const request = requestSchema.safeParse(prepared.request);
        if (!request.success) return fail({ kind: 'invalid', message: 'Unreadable prepared post' });
        const { repo, rkey, record, threadgate } = request.data;
        const create = (collection: string, value: Record<string, unknown>) => ({
          $type: 'com.atproto.repo.applyWrites#create' as const,
          collection,
          rkey,
          value: jsonToLex(value) as Record<string, unknown>,
        });
        try {
          // One commit: the post and its threadgate land together or not at all.
          await a.com.atproto.repo.applyWrites(
            {
              repo,
              writes: [
                create(POST, record),
                ...(threadgate ? [create(THREADGATE, threadgate)] : []),
              ],
            },
            { signal },
          );
        } catch (error) {
          const failure = bskyFailure(error, true);
          if (failure.kind !== 'invalid' && failure.kind !== 'unknown_outcome') throw error;
          // Refused because the record key is taken? Then an earlier attempt landed.
          const existing = await a.com.atproto.repo
            .getRecord({ repo, collection: POST, rkey }, { signal })
            .catch(() => undefined);
          if (!existing) throw error;
        }
        return ok(published(a, `at://${repo}/${POST}/${rkey}`));
      }),

    reconcile: (prepared, signal) =>
      call(false, async (a) => {
        const request = requestSchema.safeParse(prepared.request);
        if (!request.success) return fail({ kind: 'invalid', message: 'Unreadable prepared post' });
        const { repo, rkey } = request.data;
        try {
          const { data } = await a.com.atproto.repo.getRecord(
            { repo, collection: POST, rkey },
            { signal },
          );
          return ok(published(a, data.uri));
        } catch (error) {
          if (bskyFailure(error, false).kind === 'invalid') return ok(null); // RecordNotFound
          throw error;
        }
      }),

    findRecentPostByFingerprint: (fingerprint, signal) =>
      call(false, async (a) => {
        const { data } = await a.com.atproto.repo.listRecords(
          { repo: options.did, collection: POST, limit: 50 },
          { signal },
        );
        for (const item of data.records) {
          const value = recordSchema.safeParse(item.value).data;
          if (!value) continue;
          const quoteOf = value.embed?.record?.uri ?? value.embed?.record?.record?.uri;
          const parent = (item.value as { reply?: { parent?: { uri?: string } } }).reply?.parent
            ?.uri;
          const candidate = await fingerprintOf({
            text: value.text ?? '',
            ...(parent ? { replyTo: parent } : {}),
            ...(quoteOf ? { quoteOf } : {}),
          });
          if (candidate === fingerprint) return ok(published(a, item.uri));
        }
        return ok(null);
      }),

    deletePost: (id, signal) =>
      call(true, async (a) => {
        const parts = parseAtUri(id);
        if (!parts) return fail({ kind: 'invalid', message: `Failed to delete post: ${id}` });
        await a.com.atproto.repo.deleteRecord(parts, { signal });
        await a.com.atproto.repo
          .deleteRecord({ ...parts, collection: THREADGATE }, { signal })
          .catch(() => undefined);
        return ok(undefined);
      }),

    setToggle: bskyToggles(call, options.did),

    getPost: (id, signal) =>
      call(false, async (a) => {
        const { data } = await a.getPosts({ uris: [id] }, { signal });
        const post = data.posts[0];
        return ok(post ? bskyPostView(post) : null);
      }),

    getThread: (id, signal) =>
      call(false, async (a) => {
        try {
          const { data } = await a.getPostThread({ uri: id }, { signal });
          const thread = data.thread as { $type?: string };
          return ok(
            thread.$type === 'app.bsky.feed.defs#threadViewPost'
              ? bskyThreadView(data.thread as Parameters<typeof bskyThreadView>[0])
              : null,
          );
        } catch (error) {
          if (bskyFailure(error, false).kind === 'invalid') return ok(null); // NotFound
          throw error;
        }
      }),

    getProfile: (id, signal) =>
      call(false, async (a) => {
        try {
          const { data } = await a.getProfile({ actor: id }, { signal });
          return ok(bskyProfileView(data));
        } catch (error) {
          if (bskyFailure(error, false).kind === 'invalid') return ok(null); // Profile not found
          throw error;
        }
      }),

    // Blobs are addressed by their content: sending one twice is harmless.
    uploadMedia: (file, signal, onProgress, checkpoints) =>
      call(false, async (a) => {
        if (file.mimeType.startsWith('video/')) {
          return uploadBskyVideo({
            agent: a,
            video: options.video,
            file,
            signal,
            onProgress,
            pollIntervalMs: options.videoPollIntervalMs,
            checkpoints,
          });
        }
        const bytes = new Uint8Array(await file.data.arrayBuffer());
        const { data } = await a.uploadBlob(bytes, { encoding: file.mimeType, signal });
        onProgress?.(1);
        return ok({
          kind: file.mimeType === 'image/gif' ? 'gif' : 'image',
          ref: JSON.stringify(data.blob.toJSON()),
          mimeType: file.mimeType,
          ...(file.alt ? { alt: file.alt } : {}),
          ...(file.width ? { width: file.width } : {}),
          ...(file.height ? { height: file.height } : {}),
        });
      }),
  };
}
