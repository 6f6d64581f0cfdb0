import { z } from 'zod/mini';
import { postSourceSchema } from './sourceFields';

/** composer.md §3.6: a profile on one source (the accounts a draft was written with). */
export const profileSchema = z.object({
  profileId: z.string().check(z.minLength(1)),
  handle: z.string(),
  displayName: z.string(),
  pfp: z.optional(z.string()),
  source: postSourceSchema,
});
export type Profile = z.infer<typeof profileSchema>;
