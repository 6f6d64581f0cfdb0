import { describe, expect, it } from 'vitest';
import {
  NO_NOTIFICATION_YET,
  startingPoint,
  hasNewNotification,
  latestUnreadType,
  pollInterval,
  readRecordEntries,
  recordKey,
  withRead,
  type ReadRecord,
} from './readRecord';

describe('notification read record', () => {
  it('keeps the newest id read per type and profile', () => {
    let record: ReadRecord = {};
    record = withRead(record, { type: 'Bsky', profileId: 'did:a', latestNotificationId: 'n1' });
    record = withRead(record, { type: 'Lens', profileId: '0xb', latestNotificationId: 'l1' });
    record = withRead(record, { type: 'Bsky', profileId: 'did:a', latestNotificationId: 'n2' });
    expect(record).toEqual({
      'Bsky did:a': { latestNotificationId: 'n2' },
      'Lens 0xb': { latestNotificationId: 'l1' },
    });
    // Reading the same again changes nothing (the same object comes back).
    expect(withRead(record, { type: 'Lens', profileId: '0xb', latestNotificationId: 'l1' })).toBe(
      record,
    );
  });

  it('finds something new only against a stored id (§4.6)', () => {
    expect(hasNewNotification(undefined, 'n1')).toBe(false);
    expect(hasNewNotification({ latestNotificationId: 'n1' }, 'n1')).toBe(false);
    expect(hasNewNotification({ latestNotificationId: 'n1' }, 'n2')).toBe(true);
    expect(hasNewNotification({ latestNotificationId: 'n1' }, undefined)).toBe(false);
    expect(startingPoint(undefined, 'n1')).toBe('n1');
    expect(startingPoint({ latestNotificationId: 'n1' }, 'n2')).toBeUndefined();
    // A profile with none yet starts from 'none', so its first notification is new.
    expect(startingPoint(undefined, undefined)).toBe(NO_NOTIFICATION_YET);
    expect(hasNewNotification({ latestNotificationId: NO_NOTIFICATION_YET }, 'n1')).toBe(true);
  });

  it('polls at §9’s intervals and stops once something new is seen', () => {
    expect(pollInterval('Farcaster', false)).toBe(60_000);
    expect(pollInterval('Tips', false)).toBe(60_000);
    expect(pollInterval('Schedule', false)).toBe(120_000);
    expect(pollInterval('Lens', false)).toBe(120_000);
    expect(pollInterval('Bsky', false)).toBe(120_000);
    expect(pollInterval('Bsky', true)).toBe(false);
  });

  it('names each entry’s fields as §3.13 does, new and active only for signed-in profiles', () => {
    const record: ReadRecord = {
      'Bsky did:a': { latestNotificationId: 'n1' },
      'Bsky did:old': { latestNotificationId: 'x' },
    };
    const entries = readRecordEntries(
      record,
      [
        { type: 'Bsky', profileId: 'did:a', newestId: 'n2' },
        { type: 'Bsky', profileId: 'did:old', newestId: 'y' },
        { type: 'Farcaster', profileId: '7', newestId: 'f1' },
      ],
      new Set([recordKey('Bsky', 'did:a'), recordKey('Farcaster', '7')]),
    );
    expect(entries).toEqual([
      {
        type: 'Bsky',
        profileId: 'did:a',
        latestNotificationId: 'n1',
        hasNewNotification: true,
        isActive: true,
      },
      {
        type: 'Bsky',
        profileId: 'did:old',
        latestNotificationId: 'x',
        hasNewNotification: false,
        isActive: false,
      },
      { type: 'Farcaster', profileId: '7', hasNewNotification: false, isActive: true },
    ]);
  });

  it('points at the type whose unread notification is latest (§2.13)', () => {
    const record: ReadRecord = {
      'Bsky did:a': { latestNotificationId: 'n1' },
      'Lens 0xb': { latestNotificationId: 'l1' },
      'Schedule u': { latestNotificationId: 's1' },
    };
    const active = new Set(['Bsky did:a', 'Lens 0xb', 'Schedule u']);
    const polls = [
      { type: 'Bsky', profileId: 'did:a', newestId: 'n2', newestAt: '2026-11-26T10:00:00Z' },
      { type: 'Lens', profileId: '0xb', newestId: 'l2', newestAt: '2026-11-26T11:00:00Z' },
      { type: 'Schedule', profileId: 'u', newestId: 's1', newestAt: '2026-11-26T12:00:00Z' },
    ] as const;
    expect(latestUnreadType(record, polls, active)).toBe('Lens');
    // Lens read: Bluesky's is the latest unread.
    const read = withRead(record, { type: 'Lens', profileId: '0xb', latestNotificationId: 'l2' });
    expect(latestUnreadType(read, polls, active)).toBe('Bsky');
    // A profile signed out no longer counts.
    expect(latestUnreadType(read, polls, new Set(['Lens 0xb']))).toBeNull();
    expect(latestUnreadType({}, polls, active)).toBeNull();
  });
});
