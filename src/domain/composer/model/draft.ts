import { z } from 'zod/mini';
import { composerPostSchema } from './composerPost';
import { mediaFileSchema } from './mediaFile';
import { profileSchema } from './profile';
import { composerTypeSchema, postSourceSchema } from './sourceFields';

/** composer.md §3.3: drafts are stored at this version. */
export const DRAFT_VERSION = 1;

/**
 * composer.md §3.3: a draft as stored (version 1). `createdAt` and
 * `scheduleTime` are epoch milliseconds.
 */
export const draftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  draftId: z.uuid(),
  type: composerTypeSchema,
  posts: z.array(composerPostSchema).check(z.minLength(1)),
  availableProfiles: z.array(profileSchema),
  sealedSource: z.optional(z.nullable(postSourceSchema)),
  cursor: z.string(),
  createdAt: z.int().check(z.nonnegative()),
  scheduleTime: z.optional(z.nullable(z.int())),
  /**
   * The intent it was sent as, when sending failed on some networks: a draft
   * continued retries that intent (the outbox knows each network's progress).
   */
  intentId: z.optional(z.string().check(z.minLength(1))),
});
export type Draft = z.infer<typeof draftSchema>;

/** A post of a draft stored before version 1: one `video` (or none) instead of `videos`. */
const legacyPostSchema = z.looseObject({
  video: z.optional(z.nullable(mediaFileSchema)),
  videos: z.optional(z.array(mediaFileSchema)),
});

const legacyDraftSchema = z.looseObject({
  version: z.optional(z.literal(0)),
  posts: z.array(legacyPostSchema),
});

export type DraftParseResult = { ok: true; draft: Draft } | { ok: false; error: string };

/**
 * composer.md §3.3: reads a stored draft of any version. A draft from before
 * version 1 has, per post, a single `video` (or null); it becomes a `videos`
 * list (empty when there was none). Anything else that does not parse as a
 * version 1 draft is refused with zod's explanation.
 */
export function migrateDraft(stored: unknown): DraftParseResult {
  let candidate = stored;
  const legacy = legacyDraftSchema.safeParse(stored);
  if (legacy.success) {
    candidate = {
      ...legacy.data,
      version: DRAFT_VERSION,
      posts: legacy.data.posts.map(({ video, videos, ...post }) => ({
        ...post,
        videos: videos ?? (video ? [video] : []),
      })),
    };
  }
  const parsed = draftSchema.safeParse(candidate);
  return parsed.success
    ? { ok: true, draft: parsed.data }
    : { ok: false, error: z.prettifyError(parsed.error) };
}

/** Reads a stored list of drafts: the ones that parse, migrated, newest first (composer.md §2.6). */
export function migrateDrafts(stored: unknown): Draft[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .map((item) => migrateDraft(item))
    .flatMap((result) => (result.ok ? [result.draft] : []))
    .sort((a, b) => b.createdAt - a.createdAt);
}
