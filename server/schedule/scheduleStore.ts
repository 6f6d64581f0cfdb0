import type { PostSource } from '@/domain/networks';
import type {
  DisplayInfo,
  ScheduleMediaType,
  ScheduleStatus,
} from '@/domain/schedule/scheduleContract';

/** One platform of a task. */
export interface ScheduleRelationRecord {
  platform: PostSource;
  platformUserId: string;
  /** The thread's posts in the platform's shape (checked by parseScheduleEntries). */
  posts: unknown[];
  /** The first post's text, for the list. */
  content: string;
  mediaTypes: ScheduleMediaType[];
  status: ScheduleStatus;
  reason: string | null;
  postIds: string[];
  updatedAt: number;
}

export type ScheduleTaskStatus = ScheduleStatus | 'Deleted';

export interface ScheduleTaskRecord {
  taskUuid: string;
  accountId: string;
  groupId: string;
  /** The publish intent's id (a ULID): its jobs are `{intentId}:{platform}:{index}`. */
  intentId: string;
  scheduleAt: number;
  status: ScheduleTaskStatus;
  displayInfo: DisplayInfo;
  uaType: string;
  /** When the dispatcher looks at it next: its time, or a retry's. */
  runAt: number;
  /** Dispatching began: its time can no longer change, nor can it be deleted. */
  started: boolean;
  createdAt: number;
  updatedAt: number;
  relations: ScheduleRelationRecord[];
}

export type NewScheduleTask = Omit<
  ScheduleTaskRecord,
  'status' | 'runAt' | 'started' | 'updatedAt' | 'relations'
> & {
  relations: Omit<ScheduleRelationRecord, 'status' | 'reason' | 'postIds' | 'updatedAt'>[];
};

export type ChangeOutcome = 'changed' | 'not_found' | 'started' | 'settled';

export interface HistoryPage {
  tasks: ScheduleTaskRecord[];
  cursor: string | null;
}

/** How a dispatch left a platform. */
export interface RelationOutcome {
  platform: PostSource;
  status: ScheduleStatus;
  reason: string | null;
  postIds: string[];
}

/** The dispatcher lost the task (its lease ran out and another took it): it must stop writing. */
export class ScheduleLeaseLost extends Error {
  override name = 'ScheduleLeaseLost';
}

/**
 * Scheduled tasks, behind a small interface (SQLite is the embedded
 * default). Writes by the dispatcher are fenced by its lease.
 */
export interface ScheduleStore {
  /** Stores a new task; the same (account, groupId) again answers the task already stored. */
  create(task: NewScheduleTask): { task: ScheduleTaskRecord; created: boolean };
  get(accountId: string, taskUuid: string): ScheduleTaskRecord | undefined;
  /** The task made with this groupId (deleted ones included: a groupId is used once). */
  byGroup(accountId: string, groupId: string): ScheduleTaskRecord | undefined;
  reschedule(accountId: string, taskUuid: string, scheduleAt: number, now: number): ChangeOutcome;
  remove(accountId: string, taskUuid: string, now: number): ChangeOutcome;
  /** Tasks with these statuses, soonest first, `size` a page. */
  history(
    accountId: string,
    query: { statuses: readonly ScheduleStatus[]; cursor: string | null; size: number },
  ): HistoryPage;

  /**
   * The account's settled tasks (published or failed, not deleted), the
   * latest settled first, `size` a page: the general tab's notifications.
   */
  settled(accountId: string, query: { cursor: string | null; size: number }): HistoryPage;
  /** Leases up to `limit` Pending tasks due at `dueBy` that no live lease holds (wall-clock `now`). */
  claimDue(
    dueBy: number,
    lease: { owner: string; now: number; untilMs: number },
    limit: number,
  ): ScheduleTaskRecord[];
  /** Keeps the lease; false when it is gone. */
  renewLease(taskUuid: string, owner: string, until: number): boolean;
  /** The task's publish log, in order (stored envelopes). */
  events(taskUuid: string): unknown[];
  /**
   * Appends to the task's log while holding its lease; throws ScheduleLeaseLost
   * otherwise. Written at the end of this turn of the event loop (or by the
   * next read, whichever is first), on disk with the next durable write;
   * a crash before may lose it, which replay and reconcile are made for.
   */
  append(taskUuid: string, owner: string, event: unknown): void;
  /**
   * Appends as `append` does, and resolves once it is on disk with everything
   * before it (what must survive a power cut: the mark that a post is about
   * to be sent); rejects with ScheduleLeaseLost without the lease. Marks
   * appended at the same moment by many tasks share one disk sync.
   */
  appendDurable(taskUuid: string, owner: string, event: unknown): Promise<void>;
  /** Writes at once whatever `append` and `settle` queued (a dispatcher stopping). */
  flush(): void;
  /**
   * Records where the dispatch left each platform and lets the lease go:
   * `runAt` set means it runs again then (a retry); otherwise the task is
   * settled with `status`. Throws ScheduleLeaseLost without the lease;
   * written as `append` is (reads see it at once).
   */
  settle(
    taskUuid: string,
    owner: string,
    outcome: {
      relations: readonly RelationOutcome[];
      status: ScheduleStatus;
      runAt?: number;
      now: number;
    },
  ): void;
}
