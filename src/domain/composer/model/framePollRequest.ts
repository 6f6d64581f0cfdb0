import { z } from 'zod/mini';
import { POST_SOURCES } from '@/domain/networks';

/**
 * composer.md §4.4, §7.4: a poll as data for the networks that carry it as
 * the product's frame poll (Farcaster, Lens), as the product API creates it.
 */
export const framePollRequestSchema = z.object({
  /** The poll's title: the post's visible text. */
  title: z.string().check(z.maxLength(100_000)),
  choices: z.array(z.string().check(z.maxLength(100))).check(z.minLength(2), z.maxLength(4)),
  type: z.enum(['Single', 'Multiple']),
  durationSeconds: z.int().check(z.positive()),
  strategies: z.string().check(z.minLength(1), z.maxLength(64)),
  multipleCount: z.optional(z.int().check(z.positive())),
  /** The networks whose post carries the frame URL. */
  sources: z.array(z.enum(POST_SOURCES)).check(z.minLength(1)),
});
export type FramePollRequest = z.infer<typeof framePollRequestSchema>;
