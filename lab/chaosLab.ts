import { startSyncWorker } from '@/features/outbox/runtime/startSyncWorker';
import { publishActions } from '@/features/outbox/runtime/publishActions';
import type { OutboxConfig } from '@/features/outbox/runtime/outboxConfig';
import { openAppRuntime, type AppRuntime } from '@/runtime/openAppRuntime';
import type { PublishPost, PublishTarget } from '@/events/types/publishEvents';
import { ulid } from '@/domain/ulid';
import { openJobCount } from '@/sync/publish/publishJobQueries';
import { requestToggle } from '@/features/actions/runtime/requestToggle';
import type { ToggleAddress } from '@/domain/actions/toggleIntent';
import { openToggleCount } from '@/sync/actions/toggleQueries';

/**
 * The real outbox (the app's log, its sync worker, its media store) under a
 * test's control: post many intents at once, start and kill executors. The
 * chaos test (tests/chaos) and its bench drive it from Node.
 */
let runtime: AppRuntime | undefined;
let worker: Awaited<ReturnType<typeof startSyncWorker>>;
let workerName: string | undefined;

const current = () => {
  if (!runtime) throw new Error('Call chaos.open() first');
  return runtime;
};

/** A small PNG, different for each post (so no network could dedupe two). */
async function picture(index: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(48, 48);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Failed to create canvas context');
  context.fillStyle = `hsl(${(index * 47) % 360} 70% 50%)`;
  context.fillRect(0, 0, 48, 48);
  context.fillStyle = '#fff';
  context.fillText(String(index), 8, 28);
  return canvas.convertToBlob({ type: 'image/png' });
}

const chaos = {
  async open(): Promise<void> {
    runtime ??= await openAppRuntime();
  },
  /** One account per network, as connected on this device. */
  targets(): PublishTarget[] {
    const seen = new Set<string>();
    return current()
      .accounts.getState()
      .accounts.filter((a) => !seen.has(a.source) && seen.add(a.source))
      .map((a) => ({ source: a.source, accountId: a.accountId }));
  },
  /** Sends each intent (a post, or a thread's texts); `image` attaches a picture to its first post. */
  async send(intents: { texts: string[]; image?: boolean }[]): Promise<string[]> {
    const rt = current();
    const actions = publishActions(rt);
    const media = await rt.media();
    const targets = chaos.targets();
    const ids: string[] = [];
    for (const [index, intent] of intents.entries()) {
      const posts: PublishPost[] = intent.texts.map((text) => ({ text }));
      const first = posts[0];
      if (intent.image && first) {
        const data = await picture(index);
        const mediaId = ulid();
        await media.put(mediaId, { data, name: `chaos-${index}.png`, mimeType: 'image/png' });
        first.localMedia = [
          {
            mediaId,
            kind: 'image',
            mimeType: 'image/png',
            name: `chaos-${index}.png`,
            size: data.size,
            width: 48,
            height: 48,
          },
        ];
      }
      ids.push(await actions.send({ targets, posts }));
    }
    return ids;
  },
  /** Starts a sync worker (the executor); resolves with its name. */
  async startExecutor(leaseTtlMs: number): Promise<string> {
    const rt = current();
    const config: OutboxConfig = {
      databaseName: rt.database.name,
      apiBase: rt.apiBase,
      viewerId: rt.viewerId,
      leaseTtlMs,
    };
    workerName = `worker-${ulid()}`;
    worker = await startSyncWorker(config, workerName);
    if (!worker) throw new Error('The sync worker did not start');
    return workerName;
  },
  /** Terminates the sync worker at once, whatever it is doing. */
  kill(): string | undefined {
    worker?.terminate();
    worker = undefined;
    return workerName;
  },
  /** Attempts and switch calls begun and not answered yet (an executor killed now dies mid-call). */
  async inFlight(): Promise<number> {
    const [state, toggles] = await Promise.all([
      current().publishJobs.catchUp(),
      current().toggles.catchUp(),
    ]);
    return (
      Object.values(state.jobs).filter((job) => job.status === 'attempting').length +
      Object.values(toggles.toggles).filter((toggle) => toggle.status === 'attempting').length
    );
  },
  async progress() {
    const state = await current().publishJobs.catchUp();
    const jobs = Object.values(state.jobs);
    return {
      jobs: jobs.length,
      open: openJobCount(state),
      succeeded: jobs.filter((job) => job.status === 'succeeded').length,
      stuck: jobs
        .filter((job) => job.status !== 'succeeded' && job.status !== 'failed')
        .slice(0, 8)
        .map(
          (job) =>
            `${job.id} ${job.status} attempts ${job.attempts} failures ${job.failures} due in ${Math.round((job.retryAt - Date.now()) / 1000)} s: ${job.lastError?.reason ?? ''}`,
        ),
      failed: jobs
        .filter((job) => job.status === 'failed')
        .map((job) => `${job.id}: ${job.lastError?.reason ?? ''}`),
    };
  },
  /**
   * The reader's presses of likes, reposts, bookmarks, follows, mutes and
   * blocks, each appended to the log as the buttons do (requestToggle):
   * `shown` is what the screen showed the switch as when pressed.
   */
  async press(presses: { address: ToggleAddress; on: boolean; shown: boolean }[]): Promise<void> {
    for (const { address, on, shown } of presses)
      await requestToggle(current(), address, on, shown);
  },
  /** The network's id of each of these jobs' posts published so far, per network. */
  async publishedPosts(jobIds: string[]): Promise<Record<string, string[]>> {
    const state = await current().publishJobs.catchUp();
    const posts: Record<string, string[]> = {};
    for (const id of jobIds) {
      const job = state.jobs[id];
      if (job?.status === 'succeeded' && job.postId) (posts[job.source] ??= []).push(job.postId);
    }
    return posts;
  },
  /** The switches still on their way, and those the network refused (with why). */
  async toggleProgress() {
    const state = await current().toggles.catchUp();
    const toggles = Object.values(state.toggles);
    return {
      switches: toggles.length,
      open: openToggleCount(state),
      stuck: toggles
        .filter((t) => t.status === 'waiting' || t.status === 'attempting')
        .slice(0, 8)
        .map(
          (t) =>
            `${t.key} ${t.status} attempts ${t.attempts} due in ${Math.round((t.retryAt - Date.now()) / 1000)} s: ${t.lastError?.reason ?? ''}`,
        ),
    };
  },
  /** Every switch event of the log (ToggleRequested…ToggleOutcomeUnknown), for the test's audit. */
  async toggleEvents() {
    const log = current().log;
    const events: { seq: number; type: string; key: string; payload: Record<string, unknown> }[] =
      [];
    let after = 0;
    for (;;) {
      const page = await log.readAfter(after, 2000);
      if (page.length === 0) break;
      for (const event of page) {
        after = event.seq;
        if (event.type.startsWith('Toggle')) {
          events.push({
            seq: event.seq,
            type: event.type,
            key: event.aggregateId,
            payload: event.payload as Record<string, unknown>,
          });
        }
      }
    }
    return events;
  },
  /** The log's last events, in short (what a stuck run was doing last). */
  async lastEvents(count: number): Promise<string[]> {
    const log = current().log;
    const page = await log.readAfter(Math.max(0, (await log.head()) - count), count);
    return page.map(
      (e) =>
        `${e.seq} ${new Date(e.at).toISOString().slice(11, 23)} ${e.type} ${e.aggregateId.slice(0, 80)} ${JSON.stringify(e.payload).slice(0, 160)}`,
    );
  },
  /** Attached files still kept on the device. */
  async storedMedia(): Promise<number> {
    return (await current().media()).count();
  },
  /** Every publish event of the log, for the test's audit. */
  async publishEvents() {
    const log = current().log;
    const events: { seq: number; type: string; payload: Record<string, unknown> }[] = [];
    let after = 0;
    for (;;) {
      const page = await log.readAfter(after, 2000);
      if (page.length === 0) break;
      for (const event of page) {
        after = event.seq;
        if (event.type.startsWith('Publish') || event.type.startsWith('Media')) {
          events.push({
            seq: event.seq,
            type: event.type,
            payload: event.payload as Record<string, unknown>,
          });
        }
      }
    }
    return events;
  },
};

declare global {
  interface Window {
    chaos: typeof chaos;
  }
}
window.chaos = chaos;
document.title = 'Outbox chaos lab ready';
