import { describe, expect, it } from 'vitest';
import { pushMessageSchema } from '@/domain/push/pushContract';
import type { ScheduleTaskRecord } from '../schedule/scheduleStore';
import { schedulePushMessage } from './schedulePushMessage';

function task(
  status: ScheduleTaskRecord['status'],
  relations: {
    platform: 'Bsky' | 'Twitter';
    status: 'Success' | 'Failed' | 'Pending';
    reason?: string;
  }[],
  content = 'gm from the scheduler',
): ScheduleTaskRecord {
  return {
    taskUuid: '6f1c8a52-6c1e-4b7c-9d1e-1a2b3c4d5e6f',
    accountId: 'a1',
    groupId: 'g1',
    intentId: '01JD5Z6W8Y2K3M4N5P6Q7R8S9T',
    scheduleAt: 0,
    status,
    displayInfo: { content, media_type: ['Text'] },
    uaType: 'web',
    runAt: 0,
    started: true,
    createdAt: 0,
    updatedAt: 0,
    relations: relations.map((r) => ({
      platform: r.platform,
      platformUserId: 'u',
      posts: [],
      content,
      mediaTypes: ['Text'],
      status: r.status,
      reason: r.reason ?? null,
      postIds: [],
      updatedAt: 0,
    })),
  };
}

describe('schedulePushMessage (reading.md §2.13, §4.7)', () => {
  it('a published post: its words and networks, opening the Scheduled tab', () => {
    const message = schedulePushMessage(
      task('Success', [
        { platform: 'Bsky', status: 'Success' },
        { platform: 'Twitter', status: 'Success' },
      ]),
    );
    expect(message).toEqual({
      kind: 'schedulePublished',
      title: 'Scheduled post published',
      body: '“gm from the scheduler” is on Bluesky, X.',
      url: '/draft?tab=Scheduled',
      tag: 'schedule-6f1c8a52-6c1e-4b7c-9d1e-1a2b3c4d5e6f',
    });
    expect(pushMessageSchema.safeParse(message).success).toBe(true);
  });

  it('a failed post names each failed network and why; a long text is cut', () => {
    const message = schedulePushMessage(
      task(
        'Failed',
        [
          { platform: 'Bsky', status: 'Success' },
          { platform: 'Twitter', status: 'Failed', reason: 'Sign in to X again.' },
        ],
        'word '.repeat(100),
      ),
    );
    expect(message?.kind).toBe('scheduleFailed');
    expect(message?.title).toBe('Scheduled post failed');
    expect(message?.body).toMatch(
      /^“(word ){15}word…” could not be published \(X: Sign in to X again\.\)\.$/,
    );
    expect(pushMessageSchema.safeParse(message).success).toBe(true);
  });

  it('a pending or deleted task tells nothing', () => {
    expect(schedulePushMessage(task('Pending', [{ platform: 'Bsky', status: 'Pending' }]))).toBe(
      undefined,
    );
    expect(schedulePushMessage(task('Deleted', [{ platform: 'Bsky', status: 'Pending' }]))).toBe(
      undefined,
    );
  });
});
