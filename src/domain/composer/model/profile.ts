import { z } from 'zod/mini';
import { postSourceSchema } from './sourceFields';

/** composer.md §3.6: a profile on one source (the accounts a draft was written with). */
export const profileSchema = z.object({
  profileId: z.string().check(z.minLength(1)),
  handle: z.string(),
  displayName: z.string(),
  pfp: z.optional(z.string()),
  /** composer.md §5.2, §6: a Pro or verified account on its network (absent: normal). */
  tier: z.optional(z.enum(['pro', 'verified'])),
  source: postSourceSchema,
});
export type Profile = z.infer<typeof profileSchema>;
