import { POST_SOURCES, type PostSource } from '@/domain/networks';
import { PRODUCT_PATHS } from '@/domain/productPaths';
import { SCHEDULE_PATHS } from '@/domain/schedule/schedulePaths';
import type { AppEvent } from '@/events/appCatalog';

/** What a call's body may hold: plain JSON. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A call to the product server that an intent in the log asks for. */
export interface ServerCallRequest {
  /**
   * The call's id and Idempotency-Key: the event's id, with a suffix when
   * one event asks for more than one call.
   */
  id: string;
  method: 'POST';
  path: string;
  /** A newer call with the same key makes an older, unsent one pointless. */
  supersedeKey?: string;
  /** Sent as JSON. */
  body?: JsonValue;
  /**
   * Sent with the device's Polycast session (`Authorization: Bearer`), which
   * must still be this account's; without it the call is dropped.
   */
  productSession?: { accountId: string };
  /** The server says it did what was asked with `{code: 0}` (composer.md §7.3). */
  expectCodeZero?: boolean;
  /**
   * The answer matters to the user: a success logs the answer's body, a
   * refusal the server's message (an anonymous post's id, or why not).
   */
  keepAnswer?: boolean;
}

/** A red packet on its way out, remembered from its PublishRequested (composer.md §7.8). */
export interface RedPacketMemo {
  rpid: string;
  publicKey: string;
  /** The networks whose first post is not published yet, with the posting account's handle. */
  waiting: Partial<Record<PostSource, { handle: string }>>;
}

/** What the log said before this event, as far as the calls depend on it. */
export interface ServerCallContext {
  /** The Polycast account this device was in, if any. */
  productAccountId: string | null;
  redPackets: Record<string, RedPacketMemo>;
}

/** The create call of a schedule intent: its id and Idempotency-Key. */
export const scheduleCallId = (intentId: string) => `${intentId}:schedule`;

/** `{intentId}:{source}:{index}` (publishJobsProjection's job ids), read back. */
export function parseJobId(
  jobId: string,
): { intentId: string; source: PostSource; index: number } | undefined {
  const match = /^(.+):([A-Za-z]+):(\d+)$/.exec(jobId);
  const source = POST_SOURCES.find((s) => s === match?.[2]);
  if (!match?.[1] || !source) return undefined;
  return { intentId: match[1], source, index: Number(match[3]) };
}

type Succeeded = Extract<AppEvent, { type: 'PublishSucceeded' }>;

/**
 * composer.md §4.6, §7.3, §7.8: a published post is reported to the product
 * server, and the first post of an intent carrying a red packet updates the
 * red packet's claim strategy. Both need the device's Polycast account: a
 * post published while the device is in none has nobody to report it for.
 */
function afterPublish(event: Succeeded, context: ServerCallContext): ServerCallRequest[] {
  const job = parseJobId(event.payload.jobId);
  const source = event.payload.source ?? job?.source;
  const { accountId, postId } = event.payload;
  if (!job || !source || !accountId || !context.productAccountId) return [];
  const session = { accountId: context.productAccountId };
  const calls: ServerCallRequest[] = [
    {
      id: `${event.id}:report`,
      method: 'POST',
      path: PRODUCT_PATHS.postReport,
      body: {
        ua_type: 'web',
        relation_id: job.intentId,
        post_time: Math.floor(event.at / 1000),
        post_id: postId,
        platform_id: accountId,
        platform: source,
      },
      productSession: session,
      expectCodeZero: true,
    },
  ];
  const redPacket = context.redPackets[job.intentId];
  const waiting = redPacket?.waiting[source];
  if (redPacket && waiting && job.index === 0) {
    calls.push({
      id: `${event.id}:redPacket`,
      method: 'POST',
      path: PRODUCT_PATHS.claimStrategy,
      body: {
        rpid: redPacket.rpid,
        publicKey: redPacket.publicKey,
        posts: [{ platform: source, postId }],
        platforms: [{ platformId: accountId, platformName: source }],
        postOn: [{ platform: source, postId, handle: waiting.handle }],
      },
      productSession: session,
      expectCodeZero: true,
    });
  }
  return calls;
}

/** Maps events to the product-server calls they need (composer.md §7). */
export function serverCallsFor(event: AppEvent, context: ServerCallContext): ServerCallRequest[] {
  switch (event.type) {
    case 'ThemeChanged':
      return [
        {
          id: event.id,
          method: 'POST',
          path: `${PRODUCT_PATHS.theme}?root_class=${encodeURIComponent(event.payload.theme)}`,
          supersedeKey: 'theme',
        },
      ];
    case 'PublishSucceeded':
      return afterPublish(event, context);
    // composer.md §7.6: posted through the shared anonymous accounts, with the session it was written in.
    case 'AnonymousPostRequested':
      return [
        {
          id: event.id,
          method: 'POST',
          path: PRODUCT_PATHS.anonymousPosts,
          body: event.payload.body,
          productSession: { accountId: event.payload.productAccountId },
          keepAnswer: true,
        },
      ];
    // composer.md §7.2: the task, once its files are stored; its groupId makes a resend the same task.
    case 'SchedulePrepared':
      return [
        {
          id: scheduleCallId(event.payload.intentId),
          method: 'POST',
          path: SCHEDULE_PATHS.create,
          body: event.payload.body,
          productSession: { accountId: event.payload.productAccountId },
          keepAnswer: true,
        },
      ];
    // composer.md §4.9, §7.2: a newer edit of a task makes an older unsent one pointless.
    case 'ScheduleUpdateRequested':
    case 'ScheduleDeleteRequested': {
      const { taskUUID, productAccountId } = event.payload;
      const update = event.type === 'ScheduleUpdateRequested';
      return [
        {
          id: event.id,
          method: 'POST',
          path: update ? SCHEDULE_PATHS.update : SCHEDULE_PATHS.remove,
          supersedeKey: `schedule:${taskUUID}`,
          body: update
            ? {
                taskUUID,
                publishTime: new Date(event.payload.publishTime).toISOString(),
                ua_type: 'web',
              }
            : { taskUUID },
          productSession: { accountId: productAccountId },
          expectCodeZero: true,
          keepAnswer: true,
        },
      ];
    }
    default:
      return [];
  }
}
