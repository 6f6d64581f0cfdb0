import { emptyComposerPost } from '@/domain/composer/model/composerPost';
import { DRAFT_VERSION, type Draft } from '@/domain/composer/model/draft';
import type { ScheduleIntent } from '../scheduleIntentsProjection';

/** The draft a schedule intent carries, for tests that do not read it: one empty post. */
export function scheduledDraft(draftId = '6a0e1c2e-8a3b-4c39-9d7e-6f1a2b3c4d5e'): Draft {
  return {
    version: DRAFT_VERSION,
    draftId,
    type: 'compose',
    posts: [emptyComposerPost('p')],
    availableProfiles: [],
    cursor: 'p',
    createdAt: 1,
  };
}

type IntentFields = Pick<
  ScheduleIntent,
  'id' | 'groupId' | 'productAccountId' | 'scheduleTime' | 'kind' | 'targets' | 'posts'
>;

/** A schedule intent as the projection first holds it: preparing, nothing stored yet. */
export function scheduleIntentOf(fields: IntentFields & Partial<ScheduleIntent>): ScheduleIntent {
  return {
    draft: scheduledDraft(),
    createdAt: 1,
    status: 'preparing',
    files: {},
    framePolls: {},
    ...fields,
  };
}
