import {
  FAILED_TO_GET_PARENT_POST,
  loginRequired,
  NO_PARENT_POST_FOUND,
  NO_POST_ID_RETURNED,
  POST_NOT_FOUND_WITH_ID,
} from '@/domain/messages/composer';
import { z } from 'zod/mini';
import { contentFingerprint } from '../contentFingerprint';
import type { CredentialStore } from '../credentialStore';
import type { OutgoingPost, PostView, PreparedPost, Source } from '../source';
import { fail, ok, type SourceResult } from '@/domain/result';
import { uploadToGrove } from '../storage/groveStorage';
import { lensAccountSchema, lensAccountStatsSchema, lensProfileView } from './lensAccountView';
import { lensPostMetadata } from './lensMetadata';
import { ACCOUNT_FIELDS, POST_FIELDS } from './lensPostFields';
import {
  lensPostFrom as view,
  lensPostUrl,
  lensPostView,
  parseLensPost,
  type LensPostAnswer as LensPost,
} from './lensPostView';
import { lensReplyRules } from './lensReplyRules';
import { lensReport, lensToggles } from './lensToggles';
import type { LensCredentials } from './lensSession';
import { createLensSignedInRequest } from './lensSignedInRequest';
import { takeVideoFrame, type VideoCoverTaker } from './lensVideoCover';

/** How far back reconciling looks: pages of 50 of my latest posts. */
export const RECONCILE_PAGES = 10;

export interface LensSourceOptions {
  api: string;
  storage: string;
  account: string;
  store: CredentialStore<LensCredentials>;
  /** The device's clock, which token expiry is judged by (tests move it). */
  now?: () => number;
  /**
   * Takes a video's cover still (composer.md §7.3). By default a frame the
   * browser decodes; where there is no DOM (Node) nothing, unless given here.
   */
  videoCover?: VideoCoverTaker;
}

const rulesSchema = z.object({
  required: z.array(
    z.object({
      followersOnlyRule: z.object({
        repliesRestricted: z.boolean(),
        quotesRestricted: z.boolean(),
        repostRestricted: z.boolean(),
      }),
    }),
  ),
});

const requestSchema = z.object({
  contentUri: z.string(),
  /** The group feed posted in (absent: the global feed). */
  feed: z.optional(z.string()),
  commentOn: z.optional(z.string()),
  quoteOf: z.optional(z.string()),
  rules: z.optional(rulesSchema),
});

const unsatisfiedSchema = z.object({ reason: z.string(), message: z.string() });
const postResultSchema = z.object({
  post: z.object({
    __typename: z.string(),
    hash: z.optional(z.string()),
    reason: z.optional(z.string()),
    unsatisfiedRules: z.optional(
      z.nullable(
        z.object({ required: z.array(unsatisfiedSchema), anyOf: z.array(unsatisfiedSchema) }),
      ),
    ),
  }),
});

const POST_MUTATION = `mutation($request: CreatePostRequest!) {
  post(request: $request) {
    __typename
    ... on PostResponse { hash }
    ... on PostOperationValidationFailed {
      reason
      unsatisfiedRules { required { reason message } anyOf { reason message } }
    }
    ... on TransactionWillFail { reason }
  }
}`;

/** The Lens source: metadata on the storage node, then the v3 GraphQL `post`. */
/** How long the account's handle is reused for new posts' metadata. */
const HANDLE_KEPT_MS = 5 * 60_000;

export function createLensSource(options: LensSourceOptions): Source {
  const accountKey = options.account.toLowerCase();
  // composer.md §8: a Lens session error removes the Lens account's session (after one refresh).
  const gql = createLensSignedInRequest({
    api: options.api,
    account: options.account,
    store: options.store,
    ...(options.now ? { now: options.now } : {}),
  });

  /**
   * The account's handle, for its posts' metadata: read once and kept a few
   * minutes, not read again for every post (a scheduled minute may hold many).
   */
  let handleKept: { handle: string; until: number } | undefined;
  async function ownHandle(signal: AbortSignal): Promise<SourceResult<string>> {
    const now = (options.now ?? Date.now)();
    if (handleKept && now < handleKept.until) return ok(handleKept.handle);
    const me = await gql(
      `query($request: AccountRequest!) { account(request: $request) { address username { localName } } }`,
      { request: { address: options.account } },
      signal,
    );
    if (!me.ok) return me;
    const handle =
      lensAccountSchema.safeParse(me.value.account).data?.username?.localName ?? options.account;
    handleKept = { handle, until: now + HANDLE_KEPT_MS };
    return ok(handle);
  }

  async function postBy(
    request: Record<string, string>,
    signal: AbortSignal,
  ): Promise<SourceResult<LensPost | null>> {
    const result = await gql(
      `query($request: PostRequest!) { post(request: $request) { __typename ... on Post { ${POST_FIELDS} } } }`,
      { request },
      signal,
    );
    if (!result.ok) return result;
    const post = parseLensPost(result.value.post);
    return ok(post.ok ? post.value : null);
  }

  /**
   * My first post (newest first) that `matches`, looking back through up to
   * RECONCILE_PAGES pages of 50: a busy outbox may have posted hundreds since
   * the attempt being reconciled.
   */
  async function findMine(
    signal: AbortSignal,
    matches: (post: LensPost) => boolean | Promise<boolean>,
  ): Promise<SourceResult<LensPost | null>> {
    let cursor: string | null = null;
    for (let page = 0; page < RECONCILE_PAGES; page++) {
      const result = await gql(
        `query($request: PostsRequest!) { posts(request: $request) { items { __typename ... on Post { ${POST_FIELDS} } } pageInfo { next } } }`,
        {
          request: {
            filter: { authors: [options.account] },
            pageSize: 'FIFTY',
            ...(cursor ? { cursor } : {}),
          },
        },
        signal,
      );
      if (!result.ok) return result;
      const answer = z
        .object({
          posts: z.object({
            items: z.array(z.unknown()),
            pageInfo: z.optional(z.object({ next: z.optional(z.nullable(z.string())) })),
          }),
        })
        .safeParse(result.value);
      // An answer that does not read as a page is not "none found": a post may be there.
      if (!answer.success)
        return fail({ kind: 'network', message: 'Lens answered in an unknown shape' });
      for (const item of answer.data.posts.items) {
        const post = parseLensPost(item);
        if (post.ok && (await matches(post.value))) return ok(post.value);
      }
      cursor = answer.data.posts.pageInfo?.next ?? null;
      if (!cursor) break;
    }
    return ok(null);
  }

  const fingerprintOf = (post: { text: string; replyTo?: string; quoteOf?: string }) =>
    contentFingerprint({ author: accountKey, ...post });

  return {
    source: 'Lens',

    async prepare(post: OutgoingPost, idempotencyKey, signal) {
      if (post.poll)
        return fail({
          kind: 'invalid',
          message: 'Polls reach Lens as frame links, not as a native poll.',
        });
      // A channel on Lens is a group's feed (composer.md §3.7: its parentUrl).
      if (post.channel && !/^0x[0-9a-fA-F]{40}$/.test(post.channel))
        return fail({ kind: 'invalid', message: `Not a Lens feed address: ${post.channel}` });
      const rules = lensReplyRules(post.replyRestriction, post.replyTo !== undefined);
      if (!rules.ok) return rules;
      const credentials = await options.store.load(accountKey);
      if (!credentials) return fail({ kind: 'auth', message: loginRequired('Lens') });
      // composer.md §4.6: the post answered or quoted is read first (composer.md §8's words).
      if (post.replyTo) {
        const parent = await postBy({ post: post.replyTo }, signal);
        if (!parent.ok)
          return parent.error.kind === 'auth'
            ? parent
            : fail({ ...parent.error, message: FAILED_TO_GET_PARENT_POST });
        if (!parent.value) return fail({ kind: 'invalid', message: NO_PARENT_POST_FOUND });
      }
      if (post.quoteOf) {
        const quoted = await postBy({ post: post.quoteOf }, signal);
        if (!quoted.ok) return quoted;
        if (!quoted.value) return fail({ kind: 'invalid', message: POST_NOT_FOUND_WITH_ID });
      }
      const handle = await ownHandle(signal);
      if (!handle.ok) return handle;
      const metadata = lensPostMetadata({ id: idempotencyKey, handle: handle.value, post });
      const stored = await uploadToGrove(
        options.storage,
        new Blob([JSON.stringify(metadata)], { type: 'application/json' }),
        signal,
      );
      if (!stored.ok) return stored;
      const prepared: PreparedPost = {
        source: 'Lens',
        idempotencyKey,
        fingerprint: await fingerprintOf({
          text: String((metadata.lens as { content: string }).content),
          ...(post.replyTo ? { replyTo: post.replyTo } : {}),
          ...(post.quoteOf ? { quoteOf: post.quoteOf } : {}),
        }),
        request: {
          contentUri: stored.value.uri,
          ...(post.channel ? { feed: post.channel } : {}),
          ...(post.replyTo ? { commentOn: post.replyTo } : {}),
          ...(post.quoteOf ? { quoteOf: post.quoteOf } : {}),
          ...(rules.value ? { rules: rules.value } : {}),
        },
      };
      return ok(prepared);
    },

    async publish(prepared, signal) {
      const request = requestSchema.safeParse(prepared.request);
      if (!request.success) return fail({ kind: 'invalid', message: 'Unreadable prepared post' });
      const sent = await gql(
        POST_MUTATION,
        {
          request: {
            contentUri: request.data.contentUri,
            ...(request.data.feed ? { feed: request.data.feed } : {}),
            ...(request.data.commentOn ? { commentOn: { post: request.data.commentOn } } : {}),
            ...(request.data.quoteOf ? { quoteOf: { post: request.data.quoteOf } } : {}),
            ...(request.data.rules ? { rules: request.data.rules } : {}),
          },
        },
        signal,
        true,
      );
      if (!sent.ok) return sent;
      const result = postResultSchema.safeParse(sent.value).data?.post;
      if (!result?.hash) {
        // A rule the author does not meet (e.g. POST_NOT_A_FOLLOWER): the network's own code.
        const [rule] = [
          ...(result?.unsatisfiedRules?.required ?? []),
          ...(result?.unsatisfiedRules?.anyOf ?? []),
        ];
        return fail({
          kind: 'invalid',
          message: rule?.message ?? result?.reason ?? 'Failed to post on Lens',
          ...(rule ? { code: rule.reason } : {}),
        });
      }
      const post = await postBy({ txHash: result.hash }, signal);
      if (!post.ok) return fail({ kind: 'unknown_outcome', message: post.error.message });
      if (!post.value) return fail({ kind: 'unknown_outcome', message: NO_POST_ID_RETURNED });
      return ok({
        id: post.value.id,
        url: lensPostUrl(post.value.slug),
      });
    },

    async reconcile(prepared, signal) {
      // The metadata id is the job's key: an exact match, not a guess.
      const found = await findMine(signal, (p) => p.metadata.id === prepared.idempotencyKey);
      if (!found.ok) return found;
      return ok(found.value ? { id: found.value.id, url: lensPostUrl(found.value.slug) } : null);
    },

    async findRecentPostByFingerprint(fingerprint, signal) {
      const found = await findMine(
        signal,
        async (p) =>
          (await fingerprintOf({
            text: p.metadata.content,
            ...(p.commentOn ? { replyTo: p.commentOn.id } : {}),
            ...(p.quoteOf ? { quoteOf: p.quoteOf.id } : {}),
          })) === fingerprint,
      );
      if (!found.ok) return found;
      const post = found.value;
      return ok(post ? { id: post.id, url: lensPostUrl(post.slug) } : null);
    },

    async deletePost(id, signal) {
      const result = await gql(
        `mutation($request: DeletePostRequest!) { deletePost(request: $request) { __typename ... on TransactionWillFail { reason } } }`,
        { request: { post: id } },
        signal,
        true,
      );
      if (!result.ok) return result;
      const answer = z
        .object({
          deletePost: z.object({ __typename: z.string(), reason: z.optional(z.string()) }),
        })
        .safeParse(result.value).data;
      return answer?.deletePost.__typename === 'DeletePostResponse'
        ? ok(undefined)
        : fail({
            kind: 'invalid',
            message: answer?.deletePost.reason ?? `Failed to delete post: ${id}`,
          });
    },

    // Issue 21: likes, reposts, bookmarks, follows, mutes and blocks (lensToggles.ts).
    setToggle: lensToggles(gql, options.account),
    reportPost: lensReport(gql),

    async getPost(id, signal) {
      const post = await postBy({ post: id }, signal);
      return post.ok ? ok(post.value ? view(post.value) : null) : post;
    },

    async getThread(id, signal) {
      const post = await postBy({ post: id }, signal);
      if (!post.ok || !post.value) return post.ok ? ok(null) : post;
      const ancestors: PostView[] = [];
      for (let parent = post.value.commentOn?.id; parent;) {
        const up = await postBy({ post: parent }, signal);
        if (!up.ok) return up;
        if (!up.value) break;
        ancestors.unshift(view(up.value));
        parent = up.value.commentOn?.id;
      }
      const comments = await gql(
        `query($request: PostsRequest!) { posts(request: $request) { items { __typename ... on Post { ${POST_FIELDS} } } } }`,
        { request: { filter: { postTypes: ['COMMENT'] }, pageSize: 'FIFTY' } },
        signal,
      );
      if (!comments.ok) return comments;
      const items = z
        .object({ posts: z.object({ items: z.array(z.unknown()) }) })
        .safeParse(comments.value);
      const replies = (items.data?.posts.items ?? [])
        .flatMap((i) => {
          const reply = lensPostView(i);
          return reply.ok && reply.value.replyTo === id ? [reply.value] : [];
        })
        .reverse();
      return ok({ post: view(post.value), ancestors, replies });
    },

    /** The account, with its counts from `accountStats` (asked once the account is known to exist). */
    async getProfile(id, signal) {
      const result = await gql(
        `query($request: AccountRequest!) { account(request: $request) { ${ACCOUNT_FIELDS} } }`,
        { request: { address: id } },
        signal,
      );
      if (!result.ok) return result;
      const account = lensAccountSchema.safeParse(result.value.account);
      if (!account.success) return ok(null);
      const stats = await gql(
        `query($request: AccountStatsRequest!) { accountStats(request: $request) {
          feedStats { posts comments quotes } graphFollowStats { followers following }
        } }`,
        { request: { account: account.data.address } },
        signal,
      );
      if (!stats.ok) return stats;
      const counts = lensAccountStatsSchema.safeParse(stats.value.accountStats);
      return ok(lensProfileView(account.data, counts.success ? counts.data : undefined));
    },

    async uploadMedia(file, signal, onProgress) {
      const data = file.data.type ? file.data : new Blob([file.data], { type: file.mimeType });
      const stored = await uploadToGrove(options.storage, data, signal);
      if (!stored.ok) return stored;
      const isVideo = file.mimeType.startsWith('video/');
      // The cover is the video's `thumb`; a video without one still posts.
      const still = isVideo
        ? await (options.videoCover ?? takeVideoFrame)(data, signal).catch(() => undefined)
        : undefined;
      const cover = still ? await uploadToGrove(options.storage, still, signal) : undefined;
      onProgress?.(1);
      return ok({
        kind: isVideo ? 'video' : file.mimeType === 'image/gif' ? 'gif' : 'image',
        ref: stored.value.uri,
        ...(cover?.ok ? { thumb: cover.value.uri } : {}),
        mimeType: file.mimeType,
        ...(file.alt ? { alt: file.alt } : {}),
        ...(file.width ? { width: file.width } : {}),
        ...(file.height ? { height: file.height } : {}),
      });
    },
  };
}
