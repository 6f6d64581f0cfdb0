import type { PostSource } from '@/domain/networks';
import type { ScheduleMediaType, ScheduleTask } from '@/domain/schedule/scheduleContract';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** composer.md §2.6: the scheduled date, 'ddd, MMM DD, YYYY', in the device's time zone. */
export function formatScheduleDate(epochMs: number): string {
  const at = new Date(epochMs);
  return `${DAYS[at.getDay()]}, ${MONTHS[at.getMonth()]} ${two(at.getDate())}, ${at.getFullYear()}`;
}

/** composer.md §2.6: the scheduled time, 'hh:mm A' (12-hour, zero-padded). */
export function formatScheduleTime(epochMs: number): string {
  const at = new Date(epochMs);
  const hours = at.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${two(hour12)}:${two(at.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

export type ScheduleMarker = 'Image' | 'Video' | 'Poll' | 'Red packet' | 'Media';

const MARKER_OF: Record<ScheduleMediaType, ScheduleMarker | undefined> = {
  Text: undefined,
  Image: 'Image',
  Video: 'Video',
  Vote: 'Poll',
  Redpacket: 'Red packet',
  Other: 'Media',
};
const MARKER_ORDER: readonly ScheduleMarker[] = ['Image', 'Video', 'Poll', 'Red packet', 'Media'];

/**
 * composer.md §2.6, §3.8: the markers a task's media_type[] gives, in the
 * Draft tab's order, each once; plain text gives none.
 */
export function scheduleMarkers(mediaTypes: readonly ScheduleMediaType[]): ScheduleMarker[] {
  const found = new Set(mediaTypes.map((type) => MARKER_OF[type]));
  return MARKER_ORDER.filter((marker) => found.has(marker));
}

export interface ScheduledItemSummary {
  taskUUID: string;
  status: 'Pending' | 'Failed';
  /** 'Pending', or 'Failed on X, Lens'. */
  label: string;
  text: string;
  markers: ScheduleMarker[];
  platforms: PostSource[];
  /** The platforms that failed (a Failed task reopens the composer with these only). */
  failedPlatforms: PostSource[];
  /** Why each failed, in the networks' or §8's words. */
  reasons: { platform: PostSource; reason: string }[];
  at: number;
  date: string;
  time: string;
}

const PLATFORM_NAMES: Record<PostSource, string> = {
  Farcaster: 'Farcaster',
  Lens: 'Lens',
  Twitter: 'X',
  Bsky: 'Bluesky',
};

/** One row of the Scheduled tab (composer.md §2.6) from a history task. */
export function scheduledItemSummary(task: ScheduleTask): ScheduledItemSummary {
  const at = Date.parse(task.schedule_at);
  const failed = task.relation.filter((relation) => relation.status === 'Failed');
  const status = task.status === 'Failed' || failed.length > 0 ? 'Failed' : 'Pending';
  const failedPlatforms = failed.map((relation) => relation.platform);
  const mediaTypes = [
    ...task.display_info.media_type,
    ...task.relation.flatMap((relation) => relation.media_type),
  ];
  return {
    taskUUID: task.task_uuid,
    status,
    label:
      status === 'Failed' && failedPlatforms.length > 0
        ? `Failed on ${failedPlatforms.map((p) => PLATFORM_NAMES[p]).join(', ')}`
        : status,
    text: task.display_info.content || task.relation[0]?.content || '',
    markers: scheduleMarkers(mediaTypes),
    platforms: [...new Set(task.relation.map((relation) => relation.platform))],
    failedPlatforms,
    reasons: failed.flatMap((relation) =>
      relation.reason ? [{ platform: relation.platform, reason: relation.reason }] : [],
    ),
    at,
    date: formatScheduleDate(at),
    time: formatScheduleTime(at),
  };
}
