import { z } from 'zod/mini';
import type { Attachment, Post } from '@/domain/reading/post';
import { lensAccountSchema, lensHandle, lensProfileView } from './lensAccountView';

/** Where a post is read on the web: Hey's page for its slug. */
export const lensPostUrl = (slug: string) => `https://hey.xyz/posts/${slug}`;

/** A picture or video as the metadata holds it (`MediaImage` / `MediaVideo`). */
const mediaSchema = z.object({
  __typename: z.optional(z.string()),
  item: z.string(),
  type: z.nullish(z.string()),
  cover: z.nullish(z.string()),
  altTag: z.nullish(z.string()),
  width: z.nullish(z.number()),
  height: z.nullish(z.number()),
});
type LensMedia = z.infer<typeof mediaSchema>;

const attachments = z.optional(z.array(mediaSchema));
const title = z.nullish(z.string());

/**
 * The metadata kinds the reading side shows (lensPostFields.ts asks for
 * these); any other kind, and `UnknownPostMetadata` (content that does not
 * follow the standard), does not parse.
 */
const metadataSchema = z.discriminatedUnion('__typename', [
  z.object({ __typename: z.literal('TextOnlyMetadata'), id: z.string(), content: z.string() }),
  z.object({
    __typename: z.literal('ArticleMetadata'),
    id: z.string(),
    content: z.string(),
    title,
    attachments,
  }),
  z.object({
    __typename: z.literal('ImageMetadata'),
    id: z.string(),
    content: z.string(),
    title,
    image: mediaSchema,
    attachments,
  }),
  z.object({
    __typename: z.literal('VideoMetadata'),
    id: z.string(),
    content: z.string(),
    title,
    video: mediaSchema,
    attachments,
  }),
  z.object({
    __typename: z.literal('LinkMetadata'),
    id: z.string(),
    content: z.string(),
    sharingLink: z.string(),
    attachments,
  }),
]);
type LensMetadata = z.infer<typeof metadataSchema>;

const mentionSchema = z.object({
  __typename: z.string(),
  account: z.optional(z.string()),
  group: z.optional(z.string()),
  replace: z.object({ from: z.string(), to: z.string() }),
});

const postShape = {
  __typename: z.literal('Post'),
  id: z.string(),
  slug: z.string(),
  timestamp: z.string(),
  isDeleted: z.boolean(),
  author: lensAccountSchema,
  metadata: metadataSchema,
  mentions: z.optional(z.array(mentionSchema)),
  commentOn: z.nullish(z.object({ id: z.string(), author: z.optional(lensAccountSchema) })),
  feed: z.optional(
    z.object({
      address: z.string(),
      group: z.nullish(
        z.object({
          address: z.string(),
          metadata: z.nullish(z.object({ name: z.string() })),
        }),
      ),
    }),
  ),
  stats: z.optional(
    z.object({
      comments: z.optional(z.number()),
      reposts: z.optional(z.number()),
      reactions: z.optional(z.number()),
      quotes: z.optional(z.number()),
    }),
  ),
  operations: z.nullish(
    z.object({
      hasReacted: z.optional(z.boolean()),
      hasBookmarked: z.optional(z.boolean()),
      hasReposted: z.optional(z.object({ optimistic: z.boolean() })),
    }),
  ),
};

/**
 * A Lens `Post` as POST_FIELDS asks for it. The quoted post is kept as it
 * came (read on its own by `lensPostView`), so a quote whose quoted post
 * does not parse still shows, naming it by id.
 */
export const lensPostSchema = z.object({
  ...postShape,
  quoteOf: z.nullish(z.looseObject({ id: z.string() })),
});
export type LensPostAnswer = z.infer<typeof lensPostSchema>;

/** The post, or why it cannot be shown (with its id when it had one). */
export type LensParsed<T> = { ok: true; value: T } | { ok: false; reason: string; id?: string };

const KNOWN_METADATA = new Set<string>(
  metadataSchema.def.options.flatMap((o) => o.shape.__typename.def.values),
);

/** Why an answer is not a post the reading side shows. */
function refusal(raw: unknown, error: z.core.$ZodError): LensParsed<never> {
  const answer = raw as { id?: unknown; metadata?: { __typename?: unknown } } | undefined;
  const id = typeof answer?.id === 'string' ? { id: answer.id } : {};
  const kind = answer?.metadata?.__typename;
  if (kind === 'UnknownPostMetadata')
    return { ok: false, reason: 'Its metadata does not follow the Lens metadata standard.', ...id };
  if (typeof kind === 'string' && !KNOWN_METADATA.has(kind))
    return { ok: false, reason: `Its metadata is of a kind not shown here (${kind}).`, ...id };
  return { ok: false, reason: z.prettifyError(error), ...id };
}

/** One picture, GIF or video: Lens says GIF by the image's type. */
function attachment(media: LensMedia, video: boolean): Attachment {
  const kind = video ? 'video' : media.type === 'GIF' ? 'gif' : 'image';
  return {
    kind,
    url: media.item,
    ...(media.altTag ? { alt: media.altTag } : {}),
    ...(media.width ? { width: media.width } : {}),
    ...(media.height ? { height: media.height } : {}),
    ...(video && media.cover ? { coverUrl: media.cover } : {}),
  };
}

/** The metadata's media: its video or image first, then its attachments in order. */
function mediaOf(metadata: LensMetadata): Attachment[] {
  const main =
    metadata.__typename === 'VideoMetadata'
      ? [attachment(metadata.video, true)]
      : metadata.__typename === 'ImageMetadata'
        ? [attachment(metadata.image, false)]
        : [];
  const rest =
    'attachments' in metadata
      ? (metadata.attachments ?? []).map((m) => attachment(m, m.__typename === 'MediaVideo'))
      : [];
  return [...main, ...rest];
}

/**
 * The text as a person reads it: each mention as the API says to show it
 * (`@lens/stani` as `@stani`, a group's address as its name).
 */
function textOf(post: LensPostAnswer): string {
  return (post.mentions ?? []).reduce(
    (text, m) => text.replaceAll(m.replace.from, m.replace.to),
    post.metadata.content,
  );
}

/** A parsed post as the reading model's Post; `quote` is the quoted post when it parsed. */
function toPost(post: LensPostAnswer, quote?: Post): Post {
  const { metadata, stats, operations } = post;
  const group = post.feed?.group;
  const mentions = (post.mentions ?? []).flatMap((m) =>
    m.account ? [{ id: m.account, handle: m.replace.to.replace(/^@/, '') }] : [],
  );
  return {
    source: 'Lens',
    id: post.id,
    url: lensPostUrl(post.slug),
    author: lensProfileView(post.author),
    text: textOf(post),
    createdAt: post.timestamp,
    ...(post.commentOn ? { replyTo: post.commentOn.id } : {}),
    ...(post.commentOn?.author
      ? {
          replyToAuthor: {
            id: post.commentOn.author.address,
            handle: lensHandle(post.commentOn.author),
          },
        }
      : {}),
    ...(post.quoteOf ? { quoteOf: post.quoteOf.id } : {}),
    ...(quote ? { quote } : {}),
    ...(mentions.length > 0 ? { mentions } : {}),
    ...(group
      ? { channel: { id: group.address, ...(group.metadata ? { name: group.metadata.name } : {}) } }
      : {}),
    media: mediaOf(metadata),
    ...(metadata.__typename === 'LinkMetadata' ? { link: { url: metadata.sharingLink } } : {}),
    ...(metadata.__typename === 'ArticleMetadata'
      ? { article: metadata.title ? { title: metadata.title } : {} }
      : {}),
    counts: {
      replies: stats?.comments ?? 0,
      reposts: stats?.reposts ?? 0,
      likes: stats?.reactions ?? 0,
      quotes: stats?.quotes ?? 0,
    },
    ...(operations
      ? {
          viewer: {
            liked: operations.hasReacted ?? false,
            reposted: operations.hasReposted?.optimistic ?? false,
            bookmarked: operations.hasBookmarked ?? false,
          },
        }
      : {}),
  };
}

/** A Lens post answer as it came, checked: the post, or why it is not one to show. */
export function parseLensPost(raw: unknown): LensParsed<LensPostAnswer> {
  const parsed = lensPostSchema.safeParse(raw);
  if (!parsed.success) return refusal(raw, parsed.error);
  if (parsed.data.isDeleted) return { ok: false, reason: 'It was deleted.', id: parsed.data.id };
  return { ok: true, value: parsed.data };
}

/**
 * One Lens post (POST_FIELDS) as a Post, with the post it quotes; a post
 * whose metadata is not one the reading side shows is refused with the reason.
 */
export function lensPostView(raw: unknown): LensParsed<Post> {
  const parsed = parseLensPost(raw);
  return parsed.ok ? { ok: true, value: lensPostFrom(parsed.value) } : parsed;
}

/** A checked post answer (parseLensPost) as a Post, with the post it quotes when that parses. */
export function lensPostFrom(post: LensPostAnswer): Post {
  const quoted = post.quoteOf ? parseLensPost(post.quoteOf) : undefined;
  return toPost(post, quoted?.ok ? toPost(quoted.value) : undefined);
}
