import { describe, expect, it } from 'vitest';
import { publishJobsProjection } from '@/sync/publish/publishJobsProjection';
import type {
  ScheduleIntent,
  ScheduleIntentsState,
} from '@/sync/schedule/scheduleIntentsProjection';
import { scheduledDraft } from '@/sync/schedule/testing/scheduleIntentKit';
import { draftsProjection } from '@/events/projections/draftsProjection';
import { orphanedScheduleMedia, scheduleMediaIds } from './orphanedScheduleMedia';

const media = (id: string) => ({
  mediaId: id,
  kind: 'image' as const,
  mimeType: 'image/png',
  name: `${id}.png`,
  size: 1,
});
const intent = (id: string, mediaIds: string[]): ScheduleIntent => ({
  id,
  groupId: 'g',
  productAccountId: 'a',
  scheduleTime: 1,
  kind: 'post',
  targets: [{ source: 'Bsky', accountId: 'did:plc:a' }],
  posts: [{ text: 'x', localMedia: mediaIds.map(media) }],
  draft: scheduledDraft(),
  createdAt: 1,
  status: 'sending',
  files: {},
  framePolls: {},
});
const others = { drafts: draftsProjection.initial, jobs: publishJobsProjection.initial };

describe('files of scheduled posts', () => {
  it('leave the device once the task exists, unless another intent still needs them', () => {
    const before: ScheduleIntentsState = {
      open: { A: intent('A', ['m1', 'm2']), B: intent('B', ['m2']) },
      created: {},
    };
    const after: ScheduleIntentsState = {
      open: { B: before.open.B! },
      created: { A: { id: 'A', groupId: 'g', taskId: 't', scheduleTime: 1, createdAt: 2 } },
    };
    expect(orphanedScheduleMedia(before, after, others)).toEqual(['m1']);
    expect([...scheduleMediaIds(after)]).toEqual(['m2']);
  });

  it('a failed or dismissed intent keeps them (it may be reopened)', () => {
    const before: ScheduleIntentsState = { open: { A: intent('A', ['m1']) }, created: {} };
    expect(orphanedScheduleMedia(before, { open: {}, created: {} }, others)).toEqual([]);
    const failed = { open: { A: { ...before.open.A!, status: 'failed' as const } }, created: {} };
    expect(orphanedScheduleMedia(before, failed, others)).toEqual([]);
  });
});
