import type { LensGroupMetadata, LensMedia, LensPostMetadata, LensVideo } from './lensMetadata';
import type { FollowersOnlyRule, Interaction, UnsatisfiedRule } from './lensPostRules';
import {
  addressFor,
  GLOBAL_GRAPH,
  USERNAME_NAMESPACE,
  type LensAccount,
  type LensGroup,
  type LensPost,
  type LensReaction,
  type LensRepost,
  type LensStore,
} from './lensStore';

/** What every resolver gets: the signed-in account (if any) and views for it. */
export interface LensContext {
  account?: LensAccount;
  views: LensViews;
}

export type LensViews = ReturnType<typeof createLensViews>;

const METADATA_TYPENAMES = {
  TEXT_ONLY: 'TextOnlyMetadata',
  ARTICLE: 'ArticleMetadata',
  IMAGE: 'ImageMetadata',
  VIDEO: 'VideoMetadata',
  LINK: 'LinkMetadata',
} as const;

const IMAGE_TYPES: Record<string, string> = {
  'image/gif': 'GIF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/svg+xml': 'SVG_XML',
  'image/webp': 'WEBP',
};

const VIDEO_TYPES: Record<string, string> = {
  'video/mp4': 'VIDEO_MP_4',
  'video/mpeg': 'VIDEO_MPEG',
  'video/ogg': 'VIDEO_OGG',
  'video/quicktime': 'VIDEO_QUICKTIME',
  'video/webm': 'VIDEO_WEBM',
};

/** Where the built-in followers-only post rule lives (a made-up address: the sandbox has no chain). */
export const FOLLOWERS_ONLY_POST_RULE = addressFor('rule', 'followers-only-post-rule');

type ImageArgs = { request?: { useOriginal?: boolean | null } | null };
const lower = (address: string) => address.toLowerCase();
const onGlobalGraph = (args: { request?: { graph?: string } | null }) =>
  !args.request?.graph || lower(args.request.graph) === lower(GLOBAL_GRAPH);
const both = (value: boolean) => ({ optimistic: value, onChain: value });

/**
 * Store records as GraphQL values, as seen by `viewer`. Fields that take
 * arguments or depend on other records are functions (graphql-js calls them
 * with the field's arguments), so nested posts are built only when asked for.
 */
export function createLensViews(
  store: LensStore,
  gateway: (uri: string) => string,
  viewer?: LensAccount,
) {
  /** A URI field with the `request: MediaImageRequest` argument. */
  const image = (uri: string | undefined) =>
    uri === undefined
      ? null
      : ({ request }: ImageArgs) => (request?.useOriginal ? uri : gateway(uri));

  const media = (m: LensMedia) => ({
    __typename: 'MediaImage',
    item: image(m.item),
    type: IMAGE_TYPES[m.type] ?? 'PNG',
    altTag: m.altTag ?? null,
    width: m.width ?? null,
    height: m.height ?? null,
  });

  const video = (v: LensVideo) => ({
    __typename: 'MediaVideo',
    item: image(v.item),
    cover: image(v.cover),
    type: VIDEO_TYPES[v.type] ?? 'VIDEO_MP_4',
    altTag: v.altTag ?? null,
    duration: v.duration === undefined ? null : Math.round(v.duration),
    width: v.width ?? null,
    height: v.height ?? null,
  });

  const anyMedia = (m: LensMedia) => (m.type.startsWith('video/') ? video(m) : media(m));

  /** A post's metadata; content that does not follow the standard is answered as it is. */
  const metadata = (p: LensPost) => {
    const m = p.metadata;
    if (!m) return { __typename: 'UnknownPostMetadata', raw: store.contentOf(p.contentUri) ?? '' };
    return standardMetadata(m);
  };

  const standardMetadata = (m: LensPostMetadata) => ({
    __typename: METADATA_TYPENAMES[m.mainContentFocus],
    ...m,
    title: m.title ?? null,
    tags: m.tags ?? null,
    sharingLink: m.sharingLink ?? null,
    image: m.image ? media(m.image) : null,
    video: m.video ? video(m.video) : null,
    attachments: (m.attachments ?? []).map(anyMedia),
    attributes: [],
  });

  const ruleConfig = (rule: FollowersOnlyRule) => [
    { __typename: 'AddressKeyValue', key: 'graph', address: rule.graph },
    { __typename: 'BooleanKeyValue', key: 'repliesRestricted', boolean: rule.repliesRestricted },
    { __typename: 'BooleanKeyValue', key: 'repostsRestricted', boolean: rule.repostsRestricted },
    { __typename: 'BooleanKeyValue', key: 'quotesRestricted', boolean: rule.quotesRestricted },
  ];

  const postRule = (rule: FollowersOnlyRule) => ({
    id: rule.id,
    type: rule.kind,
    address: FOLLOWERS_ONLY_POST_RULE,
    executesOn: ['CREATING_POST'],
    config: ruleConfig(rule),
  });

  const unsatisfied = (u: UnsatisfiedRule) => ({
    rule: FOLLOWERS_ONLY_POST_RULE,
    reason: u.reason,
    message: u.message,
    config: ruleConfig(u.rule),
  });

  /** `canComment` / `canQuote` / `canRepost`: the rules of the post's root, for the viewer. */
  const outcome = (me: LensAccount, p: LensPost, interaction: Interaction) => {
    const failed = store.checkRules(me, p, interaction);
    return failed
      ? {
          __typename: 'PostOperationValidationFailed',
          reason: failed.reason,
          unsatisfiedRules: failed.unsatisfiedRules
            ? {
                required: failed.unsatisfiedRules.required.map(unsatisfied),
                anyOf: failed.unsatisfiedRules.anyOf.map(unsatisfied),
              }
            : null,
        }
      : { __typename: 'PostOperationValidationPassed', passed: true };
  };

  const account = (a: LensAccount) => ({
    address: a.address,
    owner: a.owner,
    createdAt: a.createdAt,
    score: 0,
    username: {
      id: `${USERNAME_NAMESPACE}:${a.localName}`,
      value: `lens/${a.localName}`,
      localName: a.localName,
      namespace: USERNAME_NAMESPACE,
      ownedBy: a.address,
      linkedTo: a.address,
      timestamp: a.createdAt,
    },
    metadata: a.metadata
      ? {
          id: a.metadata.id,
          name: a.metadata.name ?? null,
          bio: a.metadata.bio ?? null,
          picture: image(a.metadata.picture),
          coverPicture: image(a.metadata.coverPicture),
          attributes: [],
        }
      : null,
    operations: viewer ? accountOperations(viewer, a) : null,
    isMemberOf: ({ request }: { request: { group: string } }) =>
      store.group(request.group)?.members.has(lower(a.address)) ?? false,
  });

  const accountOperations = (me: LensAccount, a: LensAccount) => {
    const self = lower(me.address) === lower(a.address);
    const outcome = (ok: boolean, reason: string) =>
      ok
        ? { __typename: 'AccountFollowOperationValidationPassed', passed: true }
        : { __typename: 'AccountFollowOperationValidationFailed', reason };
    return {
      id: `${me.address}:${a.address}`,
      isFollowedByMe: (args: { request?: { graph?: string } | null }) =>
        onGlobalGraph(args) && store.isFollowing(me.address, a.address),
      isFollowingMe: (args: { request?: { graph?: string } | null }) =>
        onGlobalGraph(args) && store.isFollowing(a.address, me.address),
      canFollow: () =>
        outcome(
          !self && !store.isFollowing(me.address, a.address),
          self ? 'You cannot follow yourself.' : 'You are already following this account.',
        ),
      canUnfollow: () =>
        outcome(store.isFollowing(me.address, a.address), 'You are not following this account.'),
      isMutedByMe: store.isMuted(me.address, a.address),
      isBlockedByMe: store.isBlocking(me.address, a.address),
      hasBlockedMe: store.isBlocking(a.address, me.address),
    };
  };

  const groupMetadata = (m: LensGroupMetadata) => ({
    id: m.id,
    name: m.name,
    description: m.description ?? null,
    icon: image(m.icon),
    coverPicture: image(m.coverPicture),
  });

  const feedInfo = (feed: string) => {
    const group = store.groupByFeed(feed);
    return {
      address: feed,
      metadata: group
        ? { id: `${group.metadata.id}:feed`, name: group.metadata.name, description: null }
        : null,
      group: group ? { address: group.address, metadata: groupMetadata(group.metadata) } : null,
    };
  };

  const referenced = (id: string | undefined) => () => {
    const found = id ? store.posts.get(id) : undefined;
    return found ? post(found) : null;
  };

  const bookmarkCount = (id: string) =>
    [...store.bookmarks.values()].filter((marks) => marks.has(id)).length;

  /**
   * Who a post's text names, as the API tracks them: `@lens/<localName>` for
   * an account of the global namespace, `#<group address>` for a group; each
   * with the words a client shows instead.
   */
  const mentions = (p: LensPost) => {
    const content = p.metadata?.content ?? '';
    const accounts = [...content.matchAll(/@lens\/([a-z0-9_-]+)/gi)].flatMap((m) => {
      const named = store.accountByName(m[1] ?? '');
      return named
        ? [
            {
              __typename: 'AccountMention',
              account: named.address,
              namespace: USERNAME_NAMESPACE,
              replace: { from: m[0], to: `@${named.localName}` },
            },
          ]
        : [];
    });
    const groups = [...content.matchAll(/#(0x[0-9a-f]{40})/gi)].flatMap((m) => {
      const named = store.group(m[1] ?? '');
      return named
        ? [
            {
              __typename: 'GroupMention',
              group: named.address,
              replace: { from: m[0], to: `#${named.metadata.name}` },
            },
          ]
        : [];
    });
    return [...accounts, ...groups];
  };

  type ReactionArgs = { request?: { type?: LensReaction | null } | null };

  const post = (p: LensPost): Record<string, unknown> => {
    const author = store.account(p.author);
    const referencing = () => [...store.posts.values()].filter((q) => !q.deleted);
    const mine = (ref: (q: LensPost) => string | undefined) =>
      viewer !== undefined &&
      referencing().some((q) => ref(q) === p.id && lower(q.author) === lower(viewer.address));
    return {
      __typename: 'Post',
      id: p.id,
      slug: p.id.slice(-12),
      author: author ? account(author) : null,
      isEdited: false,
      isDeleted: p.deleted === true,
      timestamp: p.timestamp,
      contentUri: p.contentUri,
      metadata: metadata(p),
      mentions: () => mentions(p),
      root: referenced(p.root),
      commentOn: referenced(p.commentOn),
      quoteOf: referenced(p.quoteOf),
      feed: () => feedInfo(p.feed),
      stats: () => ({
        bookmarks: bookmarkCount(p.id),
        comments: referencing().filter((q) => q.commentOn === p.id).length,
        reposts: store.allReposts().filter((r) => r.repostOf === p.id).length,
        quotes: referencing().filter((q) => q.quoteOf === p.id).length,
        collects: store.collectCount(p.id),
        tips: 0,
        // `reactions(request: { type })`, upvotes unless asked otherwise.
        reactions: ({ request }: ReactionArgs) =>
          store.reactionCount(p.id, request?.type ?? 'UPVOTE'),
      }),
      operations: viewer
        ? () => ({
            id: `${viewer.address}:${p.id}`,
            hasBookmarked: store.bookmarks.get(lower(viewer.address))?.has(p.id) ?? false,
            // Any reaction, or the kind asked for.
            hasReacted: ({ request }: ReactionArgs) => {
              const reaction = store.reactionOf(viewer.address, p.id);
              return reaction !== undefined && (!request?.type || request.type === reaction);
            },
            canComment: () => outcome(viewer, p, 'reply'),
            canQuote: () => outcome(viewer, p, 'quote'),
            canRepost: () => outcome(viewer, p, 'repost'),
            hasCommented: both(mine((q) => q.commentOn)),
            hasQuoted: both(mine((q) => q.quoteOf)),
            hasReposted: both(store.hasReposted(viewer.address, p.id)),
          })
        : null,
      rules: {
        required: (p.rules?.required ?? []).map(postRule),
        anyOf: (p.rules?.anyOf ?? []).map(postRule),
      },
    };
  };

  /** A repost (`Repost`): its own id and author, and the post it points at. */
  const repost = (r: LensRepost): Record<string, unknown> => {
    const of = store.posts.get(r.repostOf);
    const author = store.account(r.author);
    return {
      __typename: 'Repost',
      id: r.id,
      slug: r.id.slice(-12),
      author: author ? account(author) : null,
      isDeleted: r.deleted === true,
      timestamp: r.timestamp,
      repostOf: of ? post(of) : null,
    };
  };

  const group = (g: LensGroup) => ({
    address: g.address,
    timestamp: g.timestamp,
    owner: g.owner,
    feed: {
      address: g.feed,
      createdAt: g.timestamp,
      owner: g.owner,
      metadata: { id: `${g.metadata.id}:feed`, name: g.metadata.name, description: null },
    },
    metadata: groupMetadata(g.metadata),
    operations: viewer ? groupOperations(viewer, g) : null,
    banningEnabled: false,
    membershipApprovalEnabled: false,
  });

  const groupOperations = (me: LensAccount, g: LensGroup) => {
    const member = g.members.has(lower(me.address));
    const owner = lower(g.owner) === lower(me.address);
    const outcome = (ok: boolean, reason: string) =>
      ok
        ? { __typename: 'GroupOperationValidationPassed', passed: true }
        : { __typename: 'GroupOperationValidationFailed', reason };
    return {
      id: `${me.address}:${g.address}`,
      canJoin: outcome(!member, 'You are already a member of this group.'),
      canLeave: outcome(
        member && !owner,
        owner ? 'The owner cannot leave the group.' : 'You are not a member of this group.',
      ),
      isMember: member,
      isBanned: false,
      hasRequestedMembership: false,
    };
  };

  return { account, post, repost, group };
}
