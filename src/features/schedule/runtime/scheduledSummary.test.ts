import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleTask } from '@/domain/schedule/scheduleContract';
import {
  formatScheduleDate,
  formatScheduleTime,
  scheduledItemSummary,
  scheduleMarkers,
} from './scheduledSummary';

const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'UTC';
});
afterAll(() => {
  process.env.TZ = savedTz;
});

describe('scheduled date and time formats (composer.md §2.6)', () => {
  it("formats the date as 'ddd, MMM DD, YYYY'", () => {
    expect(formatScheduleDate(Date.UTC(2026, 10, 23, 19, 5))).toBe('Mon, Nov 23, 2026');
    expect(formatScheduleDate(Date.UTC(2027, 0, 3, 0, 0))).toBe('Sun, Jan 03, 2027');
  });

  it("formats the time as 'hh:mm A', zero-padded, 12 for noon and midnight", () => {
    expect(formatScheduleTime(Date.UTC(2026, 10, 23, 19, 5))).toBe('07:05 PM');
    expect(formatScheduleTime(Date.UTC(2026, 10, 23, 0, 0))).toBe('12:00 AM');
    expect(formatScheduleTime(Date.UTC(2026, 10, 23, 12, 30))).toBe('12:30 PM');
    expect(formatScheduleTime(Date.UTC(2026, 10, 23, 9, 59))).toBe('09:59 AM');
    expect(formatScheduleTime(Date.UTC(2026, 10, 23, 23, 59))).toBe('11:59 PM');
  });
});

describe('media markers', () => {
  it('gives one marker per kind, in a fixed order; text gives none', () => {
    expect(scheduleMarkers(['Text'])).toEqual([]);
    expect(scheduleMarkers(['Redpacket', 'Vote', 'Video', 'Image', 'Image'])).toEqual([
      'Image',
      'Video',
      'Poll',
      'Red packet',
    ]);
    expect(scheduleMarkers(['Other'])).toEqual(['Media']);
  });
});

const relation = (platform: 'Bsky' | 'Lens' | 'Twitter', status: 'Pending' | 'Failed') => ({
  platform,
  platform_user_id: `${platform}-1`,
  status,
  content: `first post on ${platform}`,
  updated_at: '2026-11-23T19:00:00.000Z',
  media_type: ['Text' as const],
  ...(status === 'Failed' ? { reason: `${platform} said no` } : {}),
});

const task = (overrides: Partial<ScheduleTask> = {}): ScheduleTask => ({
  task_uuid: '0b6e1b38-6c2f-4f3e-9d51-3a7a3bb0e001',
  group_id: '0b6e1b38-6c2f-4f3e-9d51-3a7a3bb0e002',
  schedule_at: '2026-11-24T15:30:00.000Z',
  status: 'Pending',
  display_info: { content: 'Hello later', media_type: ['Text', 'Image'] },
  relation: [relation('Bsky', 'Pending'), relation('Lens', 'Pending')],
  ...overrides,
});

describe('a scheduled item', () => {
  it('shows a pending task: its text, markers, platforms, date and time', () => {
    expect(scheduledItemSummary(task())).toEqual({
      taskUUID: '0b6e1b38-6c2f-4f3e-9d51-3a7a3bb0e001',
      status: 'Pending',
      label: 'Pending',
      text: 'Hello later',
      markers: ['Image'],
      platforms: ['Bsky', 'Lens'],
      failedPlatforms: [],
      reasons: [],
      at: Date.UTC(2026, 10, 24, 15, 30),
      date: 'Tue, Nov 24, 2026',
      time: '03:30 PM',
    });
  });

  it('names the platforms a failed task failed on, with their reasons', () => {
    const failed = scheduledItemSummary(
      task({
        status: 'Failed',
        relation: [
          relation('Bsky', 'Pending'),
          relation('Lens', 'Failed'),
          relation('Twitter', 'Failed'),
        ],
      }),
    );
    expect(failed.status).toBe('Failed');
    expect(failed.label).toBe('Failed on Lens, X');
    expect(failed.failedPlatforms).toEqual(['Lens', 'Twitter']);
    expect(failed.reasons).toEqual([
      { platform: 'Lens', reason: 'Lens said no' },
      { platform: 'Twitter', reason: 'Twitter said no' },
    ]);
  });

  it("falls back on the first relation's text when display_info has none", () => {
    expect(scheduledItemSummary(task({ display_info: { content: '', media_type: [] } })).text).toBe(
      'first post on Bsky',
    );
  });
});
