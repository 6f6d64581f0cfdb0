import { z } from 'zod/mini';
import { draftSchema } from '@/domain/composer/model/draft';
import { defineEvent } from '../defineEvent';

/**
 * The composer saved what is being written (composer.md §2.6, §4.8): the
 * whole draft, within 500 ms of the last change, so nothing typed is lost
 * to a crash, a reload or the back button. A newer save replaces an older one.
 */
export const DraftSaved = defineEvent({
  type: 'DraftSaved',
  payload: z.object({ draft: draftSchema }),
});

/** The user deleted a draft, or its post was sent in full. */
export const DraftDeleted = defineEvent({
  type: 'DraftDeleted',
  payload: z.object({ draftId: z.string().check(z.minLength(1), z.maxLength(64)) }),
});

export const draftDefinitions = [DraftSaved, DraftDeleted] as const;
