import { z } from 'zod/mini';
import type { ComposerPost } from './composerPost';
import { composerPostSchema, emptyComposerPost } from './composerPost';
import type { ComposerType, PostSource } from './sourceFields';
import { composerTypeSchema, postSourceSchema } from './sourceFields';

/**
 * composer.md §3.2: the composer's state. `cursor` is the id of the focused
 * post; for quote and reply `sealedSource` is the parent's source.
 * `scheduleTime` is epoch milliseconds.
 */
export const composeStateSchema = z.object({
  type: composerTypeSchema,
  posts: z.array(composerPostSchema).check(z.minLength(1)),
  cursor: z.string(),
  focused: z.boolean(),
  currentDraftId: z.optional(z.nullable(z.string())),
  sealedSource: z.optional(z.nullable(postSourceSchema)),
  disabledSources: z.array(postSourceSchema),
  isFailedSchedulePost: z.boolean(),
  scheduleTime: z.optional(z.nullable(z.int())),
});
export type ComposeState = z.infer<typeof composeStateSchema>;

/** A fresh composer: one empty post, focused on it. */
export function initialComposeState(
  postId: string,
  init: {
    type?: ComposerType;
    post?: Partial<Omit<ComposerPost, 'id'>>;
    sealedSource?: PostSource | null;
    disabledSources?: PostSource[];
    isFailedSchedulePost?: boolean;
  } = {},
): ComposeState {
  return {
    type: init.type ?? 'compose',
    posts: [emptyComposerPost(postId, init.post)],
    cursor: postId,
    focused: false,
    currentDraftId: null,
    sealedSource: init.sealedSource ?? null,
    disabledSources: init.disabledSources ?? [],
    isFailedSchedulePost: init.isFailedSchedulePost ?? false,
    scheduleTime: null,
  };
}
