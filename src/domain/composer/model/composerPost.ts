import { z } from 'zod/mini';
import { channelSchema } from './channel';
import { mediaFileSchema } from './mediaFile';
import { pollSchema } from './poll';
import { profileSchema } from './profile';
import { charsSchema } from './richText';
import type { PostSource, ReplyRestriction } from './sourceFields';
import { keyedBySource, postSourceSchema, replyRestrictionSchema } from './sourceFields';

/** composer.md §3.1: a frame found in the post's links. */
export const frameSchema = z.object({
  url: z.string(),
  title: z.optional(z.string()),
  image: z.optional(z.string()),
  postUrl: z.optional(z.string()),
  buttons: z.optional(z.array(z.object({ index: z.int(), text: z.string() }))),
});
export type Frame = z.infer<typeof frameSchema>;

/** composer.md §3.1: a link preview (the oembed answer, §7.7). */
export const openGraphSchema = z.object({
  url: z.string(),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  image: z.optional(z.string()),
  site: z.optional(z.string()),
});
export type OpenGraph = z.infer<typeof openGraphSchema>;

/** composer.md §3.1: a red packet the post carries. */
export const rpPayloadSchema = z.object({
  publicKey: z.string().check(z.minLength(1)),
  metadata: z.looseObject({ rpid: z.string().check(z.minLength(1)) }),
});
export type RpPayload = z.infer<typeof rpPayloadSchema>;

/**
 * The post a composer post replies to or quotes, on one source (composer.md
 * §3.1 parentPost, keyed by source). Only what the composer uses is typed;
 * a feed's post object passes through with its other fields.
 */
export const parentPostSchema = z.looseObject({
  postId: z.string().check(z.minLength(1)),
  source: postSourceSchema,
  author: z.optional(profileSchema),
  rootPostId: z.optional(z.string()),
  contentURI: z.optional(z.string()),
  /** The parent is hidden (composer.md §4.8: such a draft cannot be applied). */
  isHidden: z.optional(z.boolean()),
  /** What the composer shows of it: its text and where it is. */
  text: z.optional(z.string()),
  url: z.optional(z.string()),
  /**
   * Who a reply is addressed to besides the author (X fills them in: those
   * the parent @names). The person may leave some out (composer.md §2.3).
   */
  participants: z.optional(z.array(profileSchema)),
});
export type ParentPost = z.infer<typeof parentPostSchema>;

/** composer.md §3.1: one post of the thread, every field of the table. */
export const composerPostSchema = z.object({
  id: z.string().check(z.minLength(1)),
  chars: charsSchema,
  images: z.array(mediaFileSchema),
  videos: z.array(mediaFileSchema),
  urls: z.array(z.string()),
  frames: z.array(frameSchema),
  openGraphs: z.array(openGraphSchema),
  poll: z.optional(z.nullable(pollSchema)),
  rpPayload: z.optional(z.nullable(rpPayloadSchema)),
  availableSources: z.array(postSourceSchema),
  parentPost: keyedBySource(z.nullable(parentPostSchema)),
  postId: keyedBySource(z.nullable(z.string())),
  postError: keyedBySource(z.nullable(z.string())),
  postContentURI: keyedBySource(z.nullable(z.string())),
  channel: keyedBySource(z.nullable(channelSchema)),
  restriction: z._default(replyRestrictionSchema, 'Everyone'),
  isAnonymous: z._default(z.boolean(), false),
  excludeReplyProfileIds: z._default(z.array(z.string()), []),
});
export type ComposerPost = z.infer<typeof composerPostSchema>;

/**
 * An empty post (composer.md §4.1: clear resets to a single empty post).
 * `init` sets the sources, restriction, channel and the like.
 */
export function emptyComposerPost(
  id: string,
  init: Partial<Omit<ComposerPost, 'id'>> = {},
): ComposerPost {
  return {
    id,
    chars: '',
    images: [],
    videos: [],
    urls: [],
    frames: [],
    openGraphs: [],
    poll: null,
    rpPayload: null,
    availableSources: [],
    parentPost: {},
    postId: {},
    postError: {},
    postContentURI: {},
    channel: {},
    restriction: 'Everyone' satisfies ReplyRestriction,
    isAnonymous: false,
    excludeReplyProfileIds: [],
    ...init,
  };
}

/** Whether the post was published on this source (its postId is set). */
export const isPublishedOn = (post: Pick<ComposerPost, 'postId'>, source: PostSource): boolean =>
  Boolean(post.postId[source]);

/**
 * composer.md §2.3: a post published on every one of its sources shows a
 * green check and cannot be selected or edited.
 */
export const isPostLocked = (post: Pick<ComposerPost, 'postId' | 'availableSources'>): boolean =>
  post.availableSources.length > 0 &&
  post.availableSources.every((source) => isPublishedOn(post, source));
