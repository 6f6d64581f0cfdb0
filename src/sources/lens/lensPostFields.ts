/**
 * What the Lens adapters ask of the v3 GraphQL API about accounts and posts:
 * one selection each, so every query reads the same fields and one mapping
 * (lensAccountView.ts, lensPostView.ts) reads every answer.
 */

/** An account, with how the signed-in account relates to it. */
export const ACCOUNT_FIELDS = `
  address
  username { localName }
  metadata { name picture coverPicture bio }
  operations { isFollowedByMe isFollowingMe isMutedByMe isBlockedByMe }`;

/**
 * A picture's `type` (GIF, PNG…) says whether it moves; a video's is not
 * needed, and asking both under one name is a conflict GraphQL refuses.
 */
const MEDIA_FIELDS = `
  __typename
  ... on MediaImage { item type altTag width height }
  ... on MediaVideo { item cover altTag width height }`;

const IMAGE_FIELDS = 'item type altTag width height';
const VIDEO_FIELDS = 'item cover altTag width height';

/** The metadata kinds the reading side shows; any other answers only its `__typename`. */
const METADATA_FIELDS = `
  __typename
  ... on TextOnlyMetadata { id content }
  ... on ArticleMetadata { id content title attachments { ${MEDIA_FIELDS} } }
  ... on ImageMetadata { id content title image { ${IMAGE_FIELDS} } attachments { ${MEDIA_FIELDS} } }
  ... on VideoMetadata { id content title video { ${VIDEO_FIELDS} } attachments { ${MEDIA_FIELDS} } }
  ... on LinkMetadata { id content sharingLink attachments { ${MEDIA_FIELDS} } }`;

/** A post without the post it quotes. */
const POST_BODY = `
  __typename
  id slug timestamp isDeleted contentUri
  author { ${ACCOUNT_FIELDS} }
  metadata { ${METADATA_FIELDS} }
  mentions {
    __typename
    ... on AccountMention { account replace { from to } }
    ... on GroupMention { group replace { from to } }
  }
  commentOn { id author { address username { localName } } }
  feed { address group { address metadata { name } } }
  stats { comments reposts reactions quotes bookmarks }
  operations { hasReacted(request: { type: UPVOTE }) hasBookmarked hasReposted { optimistic } }`;

/** A post (type `Post`) and the post it quotes, one level down (a quote's own quote by id). */
export const POST_FIELDS = `${POST_BODY}
  quoteOf { ${POST_BODY} quoteOf { id } }`;

/** An `AnyPost`: a post, or a repost and the post it points at. */
export const ANY_POST_FIELDS = `
  __typename
  ... on Post { ${POST_FIELDS} }
  ... on Repost { id timestamp author { ${ACCOUNT_FIELDS} } repostOf { ${POST_FIELDS} } }`;

/** A timeline item: the post, and the reposts that brought it (newest first). */
export const TIMELINE_ITEM_FIELDS = `
  id
  primary { ${POST_FIELDS} }
  reposts { id timestamp author { ${ACCOUNT_FIELDS} } }`;
