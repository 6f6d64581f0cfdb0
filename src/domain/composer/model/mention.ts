import { z } from 'zod/mini';
import { postSourceSchema } from './sourceFields';

/** A profile on another source that belongs to the same person (composer.md §3.5, §2.4). */
export const relatedProfileSchema = z.object({
  platform: postSourceSchema,
  platform_id: z.string(),
  handle: z.string(),
  name: z.string(),
  avatar: z.optional(z.string()),
});
export type RelatedProfile = z.infer<typeof relatedProfileSchema>;

/**
 * One profile a mention points at (composer.md §3.5; a mention segment's
 * profiles, §3.1, have the same fields without `related_profiles`).
 * `hit` says whether the search matched this profile itself; `score` ranks it.
 */
export const mentionProfileSchema = z.object({
  platform: postSourceSchema,
  platform_id: z.string(),
  handle: z.string(),
  name: z.string(),
  hit: z.boolean(),
  score: z.number(),
  related_profiles: z.optional(z.array(relatedProfileSchema)),
});
export type MentionProfile = z.infer<typeof mentionProfileSchema>;

/** composer.md §3.5: a mention covering several sources; its text always starts with '@'. */
export const mentionSchema = z.object({
  text: z.string().check(z.startsWith('@')),
  profiles: z.array(mentionProfileSchema),
});
export type Mention = z.infer<typeof mentionSchema>;

/** composer.md §3.5: a result of the identity search (and, normalised, of the Bsky and X searches). */
export const searchIdentitySchema = z.object({
  platform: postSourceSchema,
  platform_id: z.string(),
  name: z.string(),
  handle: z.string(),
  avatar: z.optional(z.string()),
  related_profiles: z.optional(z.array(relatedProfileSchema)),
});
export type SearchIdentity = z.infer<typeof searchIdentitySchema>;
