import { z } from 'zod';
import { POST_SOURCES } from '@/domain/networks';
import {
  SCHEDULE_MEDIA_TYPES,
  SCHEDULE_STATUSES,
  displayInfoSchema,
} from '@/domain/schedule/scheduleContract';
import type { ServerDatabase } from '../storage/openServerDatabase';
import {
  ScheduleLeaseLost,
  type ChangeOutcome,
  type ScheduleRelationRecord,
  type ScheduleStore,
  type ScheduleTaskRecord,
} from './scheduleStore';

interface TaskRow {
  task_uuid: string;
  account_id: string;
  group_id: string;
  intent_id: string;
  schedule_at: number;
  status: string;
  display_info: string;
  ua_type: string;
  run_at: number;
  started: number;
  created_at: number;
  updated_at: number;
}

interface RelationRow {
  platform: string;
  platform_user_id: string;
  payload: string;
  content: string;
  media_type: string;
  status: string;
  reason: string | null;
  post_ids: string;
  updated_at: number;
}

// What the database holds is read back through the same schemas as what came in.
const statusSchema = z.enum([...SCHEDULE_STATUSES, 'Deleted']);
const relationStatusSchema = z.enum(SCHEDULE_STATUSES);
const mediaTypesSchema = z.array(z.enum(SCHEDULE_MEDIA_TYPES));
const postIdsSchema = z.array(z.string());
const platformSchema = z.enum(POST_SOURCES);
const postsSchema = z.array(z.unknown());
const cursorSchema = z.tuple([z.number().int(), z.string().uuid()]);

const encodeCursor = (task: ScheduleTaskRecord) =>
  Buffer.from(JSON.stringify([task.scheduleAt, task.taskUuid])).toString('base64url');

function decodeCursor(cursor: string): [number, string] | undefined {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
}

const leaseLost = (taskUuid: string) => new ScheduleLeaseLost(`lost the lease on task ${taskUuid}`);

/**
 * Scheduled tasks in the product server's SQLite database. Requests' writes
 * (a task made, moved, deleted) are synced as the database's others are;
 * the dispatcher's own (leases, its log, outcomes) are not, except the mark
 * that a post is about to be sent. The log's appends are group-committed:
 * those made in the same turn of the event loop go in one transaction,
 * synced once if a mark is among them (in WAL mode a sync takes every
 * earlier write with it), so many tasks about to send share it. After a
 * power cut or a crash the dispatcher replays the log and reconciles
 * whatever may have landed.
 */
export function createSqliteScheduleStore(db: ServerDatabase): ScheduleStore {
  const syncNormal = db.prepare('PRAGMA synchronous = NORMAL');
  const syncFull = db.prepare('PRAGMA synchronous = FULL');
  const unsynced = <T>(write: () => T): T => {
    syncNormal.run();
    try {
      return write();
    } finally {
      syncFull.run();
    }
  };
  const statements = {
    insertTask: db.prepare(
      `INSERT INTO schedule_tasks (task_uuid, account_id, group_id, intent_id, schedule_at, status,
         display_info, ua_type, run_at, created_at, updated_at)
       VALUES (@taskUuid, @accountId, @groupId, @intentId, @scheduleAt, 'Pending', @displayInfo,
         @uaType, @scheduleAt, @createdAt, @createdAt)
       ON CONFLICT (account_id, group_id) DO NOTHING`,
    ),
    insertRelation: db.prepare(
      `INSERT INTO schedule_relations (task_uuid, platform, platform_user_id, payload, content,
         media_type, status, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'Pending', ?)`,
    ),
    byGroup: db.prepare('SELECT * FROM schedule_tasks WHERE account_id = ? AND group_id = ?'),
    byUuid: db.prepare('SELECT * FROM schedule_tasks WHERE account_id = ? AND task_uuid = ?'),
    relations: db.prepare('SELECT * FROM schedule_relations WHERE task_uuid = ? ORDER BY rowid'),
    reschedule: db.prepare(
      `UPDATE schedule_tasks SET schedule_at = @at, run_at = @at, updated_at = @now
       WHERE task_uuid = @taskUuid AND status = 'Pending' AND started = 0`,
    ),
    remove: db.prepare(
      `UPDATE schedule_tasks SET status = 'Deleted', updated_at = ?
       WHERE task_uuid = ? AND status != 'Deleted' AND (started = 0 OR status != 'Pending')`,
    ),
    claim: db.prepare(
      `UPDATE schedule_tasks SET lease_owner = @owner, lease_until = @until, started = 1
       WHERE task_uuid IN (
         SELECT task_uuid FROM schedule_tasks
         WHERE status = 'Pending' AND run_at <= @dueBy AND (lease_until IS NULL OR lease_until < @now)
         ORDER BY run_at LIMIT @limit)
       RETURNING *`,
    ),
    renew: db.prepare(
      'UPDATE schedule_tasks SET lease_until = ? WHERE task_uuid = ? AND lease_owner = ?',
    ),
    events: db.prepare('SELECT event FROM schedule_task_events WHERE task_uuid = ? ORDER BY seq'),
    leaseHeld: db.prepare('SELECT 1 FROM schedule_tasks WHERE task_uuid = ? AND lease_owner = ?'),
    append: db.prepare(
      `INSERT INTO schedule_task_events (task_uuid, seq, event)
       SELECT @taskUuid, COALESCE((SELECT MAX(seq) FROM schedule_task_events WHERE task_uuid = @taskUuid), 0) + 1, @event
       WHERE EXISTS (SELECT 1 FROM schedule_tasks WHERE task_uuid = @taskUuid AND lease_owner = @owner)`,
    ),
    settleRelation: db.prepare(
      `UPDATE schedule_relations SET status = @status, reason = @reason, post_ids = @postIds, updated_at = @now
       WHERE task_uuid = @taskUuid AND platform = @platform`,
    ),
    settleTask: db.prepare(
      `UPDATE schedule_tasks SET status = @status, run_at = @runAt, lease_owner = NULL, lease_until = NULL,
         updated_at = @now
       WHERE task_uuid = @taskUuid AND lease_owner = @owner`,
    ),
  };

  function relationOf(row: RelationRow): ScheduleRelationRecord {
    return {
      platform: platformSchema.parse(row.platform),
      platformUserId: row.platform_user_id,
      posts: postsSchema.parse(JSON.parse(row.payload)),
      content: row.content,
      mediaTypes: mediaTypesSchema.parse(JSON.parse(row.media_type)),
      status: relationStatusSchema.parse(row.status),
      reason: row.reason,
      postIds: postIdsSchema.parse(JSON.parse(row.post_ids)),
      updatedAt: row.updated_at,
    };
  }

  function taskOf(row: TaskRow): ScheduleTaskRecord {
    return {
      taskUuid: row.task_uuid,
      accountId: row.account_id,
      groupId: row.group_id,
      intentId: row.intent_id,
      scheduleAt: row.schedule_at,
      status: statusSchema.parse(row.status),
      displayInfo: displayInfoSchema.parse(JSON.parse(row.display_info)),
      uaType: row.ua_type,
      runAt: row.run_at,
      started: row.started === 1,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      relations: (statements.relations.all(row.task_uuid) as RelationRow[]).map(relationOf),
    };
  }

  const find = (accountId: string, taskUuid: string) => {
    flushQueued();
    const row = statements.byUuid.get(accountId, taskUuid) as TaskRow | undefined;
    return row && row.status !== 'Deleted' ? taskOf(row) : undefined;
  };

  /** Why a change to this task cannot be made, if it cannot. */
  function refusal(task: ScheduleTaskRecord | undefined): ChangeOutcome | undefined {
    if (!task) return 'not_found';
    if (task.status !== 'Pending') return 'settled';
    if (task.started) return 'started';
    return undefined;
  }

  const create = db.transaction((task: Parameters<ScheduleStore['create']>[0]) => {
    const inserted = statements.insertTask.run({
      taskUuid: task.taskUuid,
      accountId: task.accountId,
      groupId: task.groupId,
      intentId: task.intentId,
      scheduleAt: task.scheduleAt,
      displayInfo: JSON.stringify(task.displayInfo),
      uaType: task.uaType,
      createdAt: task.createdAt,
    });
    if (inserted.changes === 1) {
      for (const relation of task.relations) {
        statements.insertRelation.run(
          task.taskUuid,
          relation.platform,
          relation.platformUserId,
          JSON.stringify(relation.posts),
          relation.content,
          JSON.stringify(relation.mediaTypes),
          task.createdAt,
        );
      }
    }
    const row = statements.byGroup.get(task.accountId, task.groupId) as TaskRow;
    return { task: taskOf(row), created: inserted.changes === 1 };
  });

  /** A settlement's writes; false when the lease is gone (nothing is written then). */
  function writeSettlement(
    taskUuid: string,
    owner: string,
    outcome: Parameters<ScheduleStore['settle']>[2],
  ): boolean {
    const task = statements.settleTask.run({
      taskUuid,
      owner,
      status: outcome.runAt === undefined ? outcome.status : 'Pending',
      runAt: outcome.runAt ?? 0,
      now: outcome.now,
    });
    if (task.changes === 0) return false;
    for (const relation of outcome.relations) {
      statements.settleRelation.run({
        taskUuid,
        platform: relation.platform,
        status: relation.status,
        reason: relation.reason,
        postIds: JSON.stringify(relation.postIds),
        now: outcome.now,
      });
    }
    return true;
  }

  /**
   * The dispatcher's writes (log appends, settlements) wait here for the end
   * of this turn of the event loop, then go in one transaction: synced when a
   * durable one is among them (group commit), unsynced otherwise. Each is
   * still fenced by the lease when written. Reads write them first.
   */
  interface QueuedWrite {
    taskUuid: string;
    /** Writes; false when the lease is gone. */
    write(): boolean;
    durable?: { resolve(): void; reject(error: unknown): void };
  }
  let queued: QueuedWrite[] = [];
  const writeQueued = db.transaction((writes: readonly QueuedWrite[]) =>
    writes.map((queuedWrite) => queuedWrite.write()),
  );
  function flushQueued() {
    if (queued.length === 0) return;
    const writes = queued;
    queued = [];
    const durable = writes.some((queuedWrite) => queuedWrite.durable);
    let written: boolean[];
    try {
      written = durable ? writeQueued(writes) : unsynced(() => writeQueued(writes));
    } catch (error) {
      if (durable) for (const queuedWrite of writes) queuedWrite.durable?.reject(error);
      // Unsynced writes lost are a crash's loss: a later run of these tasks replays what
      // is there and reconciles. Said, not thrown: nothing here waits for them.
      else console.error(`scheduled tasks: ${writes.length} writes lost: ${String(error)}`);
      return;
    }
    writes.forEach((queuedWrite, i) => {
      if (written[i]) queuedWrite.durable?.resolve();
      else queuedWrite.durable?.reject(leaseLost(queuedWrite.taskUuid));
    });
  }
  function enqueue(queuedWrite: QueuedWrite) {
    if (queued.length === 0) setImmediate(flushQueued);
    queued.push(queuedWrite);
  }
  const appendWrite = (taskUuid: string, owner: string, event: unknown) => {
    const json = JSON.stringify(event);
    return () => statements.append.run({ taskUuid, owner, event: json }).changes === 1;
  };
  /** Throws ScheduleLeaseLost unless `owner` holds the task's lease. */
  const assertLease = (taskUuid: string, owner: string) => {
    if (statements.leaseHeld.get(taskUuid, owner) === undefined) throw leaseLost(taskUuid);
  };

  return {
    create,
    get: find,
    byGroup(accountId, groupId) {
      flushQueued();
      const row = statements.byGroup.get(accountId, groupId) as TaskRow | undefined;
      return row && taskOf(row);
    },
    reschedule(accountId, taskUuid, scheduleAt, now) {
      const refused = refusal(find(accountId, taskUuid));
      if (refused) return refused;
      const changed = statements.reschedule.run({ taskUuid, at: scheduleAt, now });
      return changed.changes === 1 ? 'changed' : 'started';
    },
    remove(accountId, taskUuid, now) {
      flushQueued();
      const row = statements.byUuid.get(accountId, taskUuid) as TaskRow | undefined;
      if (!row) return 'not_found';
      // Deleting twice (a retried call) is no error.
      if (row.status === 'Deleted') return 'changed';
      const task = taskOf(row);
      // A settled task (Failed, Success) may go from the list; a Pending one only before it starts.
      if (task.status === 'Pending' && task.started) return 'started';
      statements.remove.run(now, taskUuid);
      return 'changed';
    },
    history(accountId, query) {
      flushQueued();
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const statuses = query.statuses.length > 0 ? query.statuses : SCHEDULE_STATUSES;
      const marks = statuses.map(() => '?').join(', ');
      const rows = db
        .prepare(
          `SELECT * FROM schedule_tasks
           WHERE account_id = ? AND status IN (${marks}) ${after ? 'AND (schedule_at, task_uuid) > (?, ?)' : ''}
           ORDER BY schedule_at, task_uuid LIMIT ?`,
        )
        .all(accountId, ...statuses, ...(after ?? []), query.size + 1) as TaskRow[];
      const tasks = rows.slice(0, query.size).map(taskOf);
      const last = tasks.at(-1);
      return { tasks, cursor: rows.length > query.size && last ? encodeCursor(last) : null };
    },
    settled(accountId, query) {
      flushQueued();
      // The cursor is the last row's (updated_at, task_uuid); pages go back in time.
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = db
        .prepare(
          `SELECT * FROM schedule_tasks
           WHERE account_id = ? AND status IN ('Success', 'Failed')
           ${after ? 'AND (updated_at, task_uuid) < (?, ?)' : ''}
           ORDER BY updated_at DESC, task_uuid DESC LIMIT ?`,
        )
        .all(accountId, ...(after ?? []), query.size + 1) as TaskRow[];
      const tasks = rows.slice(0, query.size).map(taskOf);
      const last = tasks.at(-1);
      return {
        tasks,
        cursor:
          rows.length > query.size && last
            ? Buffer.from(JSON.stringify([last.updatedAt, last.taskUuid])).toString('base64url')
            : null,
      };
    },
    claimDue(dueBy, lease, limit) {
      flushQueued();
      const rows = unsynced(() =>
        statements.claim.all({
          owner: lease.owner,
          until: lease.now + lease.untilMs,
          now: lease.now,
          dueBy,
          limit,
        }),
      ) as TaskRow[];
      return rows.map(taskOf);
    },
    renewLease(taskUuid, owner, until) {
      return unsynced(() => statements.renew.run(until, taskUuid, owner)).changes === 1;
    },
    events(taskUuid) {
      flushQueued();
      return (statements.events.all(taskUuid) as { event: string }[]).map(
        (row) => JSON.parse(row.event) as unknown,
      );
    },
    append(taskUuid, owner, event) {
      assertLease(taskUuid, owner);
      enqueue({ taskUuid, write: appendWrite(taskUuid, owner, event) });
    },
    appendDurable(taskUuid, owner, event) {
      return new Promise((resolve, reject) =>
        enqueue({
          taskUuid,
          write: appendWrite(taskUuid, owner, event),
          durable: { resolve, reject },
        }),
      );
    },
    flush: flushQueued,
    settle(taskUuid, owner, outcome) {
      assertLease(taskUuid, owner);
      enqueue({ taskUuid, write: () => writeSettlement(taskUuid, owner, outcome) });
    },
  };
}
