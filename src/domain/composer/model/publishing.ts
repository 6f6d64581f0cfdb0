import { z } from 'zod/mini';
import { pollSchema } from './poll';
import { postSourceSchema, replyRestrictionSchema } from './sourceFields';

/** composer.md §3.10: what publishing to one source gave. */
export const postResultSchema = z.object({
  source: postSourceSchema,
  success: z.boolean(),
  postId: z.optional(z.nullable(z.string())),
  reason: z.optional(z.nullable(z.string())),
});
export type PostResult = z.infer<typeof postResultSchema>;

export const POST_OBJECT_TYPES = ['Post', 'Comment', 'Quote'] as const;

/** composer.md §3.10: one media object of a post sent to a source. */
export const mediaObjectSchema = z.object({
  url: z.string(),
  mimeType: z.string(),
  type: z.optional(z.string()),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
  blobRef: z.optional(z.unknown()),
  title: z.optional(z.string()),
  id: z.optional(z.string()),
});
export type MediaObject = z.infer<typeof mediaObjectSchema>;

const authorSchema = z.looseObject({
  profileId: z.string(),
  handle: z.string(),
  displayName: z.optional(z.string()),
  pfp: z.optional(z.string()),
  source: z.optional(postSourceSchema),
});

/** composer.md §3.10: the post object sent to a source. */
export const postObjectSchema = z.object({
  type: z.enum(POST_OBJECT_TYPES),
  author: authorSchema,
  metadata: z.object({ content: z.object({ content: z.string() }) }),
  mediaObjects: z.array(mediaObjectSchema),
  restrictions: z.optional(replyRestrictionSchema),
  parentPostId: z.optional(z.string()),
  rootPostId: z.optional(z.string()),
  parentContentURI: z.optional(z.string()),
  rootContentURI: z.optional(z.string()),
  commentOn: z.optional(z.string()),
  parentChannelKey: z.optional(z.string()),
  parentChannelUrl: z.optional(z.string()),
  poll: z.optional(pollSchema),
});
export type PostObject = z.infer<typeof postObjectSchema>;

/** composer.md §3.10: the local reply comment shown right after a reply is sent. */
export const localReplyCommentSchema = z.object({
  publicationId: z.string(),
  type: z.literal('Comment'),
  source: postSourceSchema,
  postId: z.string(),
  parentPostId: z.string(),
  parentAuthor: authorSchema,
  timestamp: z.number(),
  author: authorSchema,
  mediaObjects: z.array(
    z.object({ title: z.optional(z.string()), mimeType: z.string(), url: z.string() }),
  ),
  metadata: z.object({ content: z.object({ content: z.string() }) }),
});
export type LocalReplyComment = z.infer<typeof localReplyCommentSchema>;
