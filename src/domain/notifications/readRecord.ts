/**
 * The notification read record (reading.md §3.13, §4.6, §9): per type and
 * per profile, the newest notificationId the reader has seen. Whether there
 * is something new is not stored: it is the newest id a poll found set
 * against this record, so the log keeps only what the reader did (opening a
 * tab reads it) and what the networks say stays in the query cache.
 */

/** The types the record is grouped by: the product's own two, and one per polled network. */
export const NOTIFICATION_TYPES = ['Tips', 'Schedule', 'Farcaster', 'Bsky', 'Lens'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** How often each type is polled while nothing new is seen (reading.md §9). */
export const NOTIFICATION_POLL_MS: Record<NotificationType, number> = {
  Tips: 60_000,
  Farcaster: 60_000,
  Schedule: 120_000,
  Lens: 120_000,
  Bsky: 120_000,
};

/** What the log keeps of one type for one profile. */
export interface StoredRead {
  latestNotificationId: string;
}

/** The stored reads, by `recordKey`. */
export type ReadRecord = Readonly<Record<string, StoredRead>>;

export const recordKey = (type: NotificationType, profileId: string): string =>
  `${type} ${profileId}`;

/** The record after the reader saw everything up to `latestNotificationId`. */
export function withRead(
  record: ReadRecord,
  read: { type: NotificationType; profileId: string; latestNotificationId: string },
): ReadRecord {
  const key = recordKey(read.type, read.profileId);
  if (record[key]?.latestNotificationId === read.latestNotificationId) return record;
  return { ...record, [key]: { latestNotificationId: read.latestNotificationId } };
}

/**
 * The starting point recorded when the first poll of a profile found no
 * notification at all, so that its first one is new (docs/decisions-reading.md).
 */
export const NO_NOTIFICATION_YET = 'none';

/**
 * §4.6: new when the newest id a poll found differs from the stored one and
 * a stored one exists. The first poll of a profile finds nothing new: what
 * was there before is its starting point (`startingPoint`).
 */
export function hasNewNotification(stored: StoredRead | undefined, newestId: string | undefined) {
  return stored !== undefined && newestId !== undefined && newestId !== stored.latestNotificationId;
}

/**
 * A profile polled for the first time: the id its record starts from (its
 * newest, or NO_NOTIFICATION_YET), or undefined when it has a record.
 */
export function startingPoint(
  stored: StoredRead | undefined,
  newestId: string | undefined,
): string | undefined {
  if (stored !== undefined) return undefined;
  return newestId ?? NO_NOTIFICATION_YET;
}

/** The poll's interval for a type: §9's, and none once something new is seen (§4.6). */
export function pollInterval(type: NotificationType, hasNew: boolean): number | false {
  return hasNew ? false : NOTIFICATION_POLL_MS[type];
}

/** One type's last poll for one profile: the newest notification found, if any. */
export interface PolledNewest {
  type: NotificationType;
  profileId: string;
  newestId?: string;
  /** ISO 8601: when the newest one happened. */
  newestAt?: string;
}

/** One entry of the record as §3.13 names its fields. */
export interface ReadRecordEntry {
  type: NotificationType;
  profileId: string;
  latestNotificationId?: string;
  hasNewNotification: boolean;
  /** The profile is signed in on this device now (only those are polled, §4.6, §6). */
  isActive: boolean;
}

/**
 * The record's entries: every stored one, and every polled one, marked new
 * by `hasNewNotification` and active when that profile is signed in now.
 */
export function readRecordEntries(
  record: ReadRecord,
  polled: readonly PolledNewest[],
  active: ReadonlySet<string>,
): ReadRecordEntry[] {
  const newest = new Map(polled.map((poll) => [recordKey(poll.type, poll.profileId), poll]));
  const keys = new Set([...Object.keys(record), ...newest.keys()]);
  return [...keys].map((key) => {
    const [type, ...rest] = key.split(' ') as [NotificationType, ...string[]];
    const profileId = rest.join(' ');
    const stored = record[key];
    const poll = newest.get(key);
    return {
      type,
      profileId,
      ...(stored ? { latestNotificationId: stored.latestNotificationId } : {}),
      hasNewNotification: active.has(key) && hasNewNotification(stored, poll?.newestId),
      isActive: active.has(key),
    };
  });
}

/**
 * §2.13: the type of the latest unread notification among the active
 * profiles' (the sidebar link's target), or null when nothing is unread.
 * Ties go to the first in NOTIFICATION_TYPES.
 */
export function latestUnreadType(
  record: ReadRecord,
  polled: readonly PolledNewest[],
  active: ReadonlySet<string>,
): NotificationType | null {
  let latest: { type: NotificationType; at: number } | null = null;
  for (const poll of polled) {
    const key = recordKey(poll.type, poll.profileId);
    if (!active.has(key) || !hasNewNotification(record[key], poll.newestId)) continue;
    const at = poll.newestAt ? Date.parse(poll.newestAt) : 0;
    const when = Number.isNaN(at) ? 0 : at;
    if (!latest || when > latest.at) latest = { type: poll.type, at: when };
  }
  return latest?.type ?? null;
}
