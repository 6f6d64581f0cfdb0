import { z } from 'zod/mini';
import { POST_SOURCES } from '@/domain/networks';
import type { PostSource } from '@/domain/networks';
import type { ReplyRestriction } from '@/domain/capabilities';

/** composer.md §1: the four sources a post can go to. */
export const postSourceSchema = z.enum(POST_SOURCES);

/** composer.md §4.10: who may reply, in the spec's order. */
export const REPLY_RESTRICTIONS = [
  'Everyone',
  'OnlyPeopleYouFollow',
  'YouFollower',
  'MentionedProfiles',
  'Nobody',
] as const satisfies readonly ReplyRestriction[];

export const replyRestrictionSchema = z.enum(REPLY_RESTRICTIONS);

/** The composer type (composer.md §3.2, §4.1). */
export const COMPOSER_TYPES = ['compose', 'quote', 'reply'] as const;
export const composerTypeSchema = z.enum(COMPOSER_TYPES);
export type ComposerType = (typeof COMPOSER_TYPES)[number];

/** A value per source, for the fields the spec calls "keyed by source" (composer.md §3.1). */
export const keyedBySource = <T extends z.ZodMiniType>(value: T) =>
  z.partialRecord(postSourceSchema, value);

export type KeyedBySource<T> = Partial<Record<PostSource, T>>;

export type { PostSource, ReplyRestriction };
