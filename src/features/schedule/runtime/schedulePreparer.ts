import type { CreateFramePoll } from '@/sources/product/createFramePoll';
import type { uploadToGrove } from '@/sources/storage/groveStorage';
import { productSessionStore } from '@/runtime/productSession';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import type { prepareScheduleIntent } from '@/sync/schedule/prepareScheduleIntent';
import type { ScheduleDrain } from '@/sync/schedule/drainScheduleIntents';

/** What preparing needs of a context: a tab's runtime, or the background service worker's. */
export type PreparingRuntime = Pick<AppRuntime, 'log' | 'apiBase' | 'vault' | 'media' | 'accounts'>;

/** The code preparing runs: loaded on demand by a page, bundled up front by the service worker. */
export interface PreparingModules {
  prepareScheduleIntent: typeof prepareScheduleIntent;
  uploadToGrove: typeof uploadToGrove;
  framePollCreator: (
    apiBase: string,
    session: () => Promise<{ token: string } | undefined>,
  ) => CreateFramePoll;
}

/**
 * How one context prepares a schedule intent (composer.md §4.9): its files
 * to the product's storage, its frame polls and Lens metadata made with the
 * device's Polycast session, each step logged so the next context resumes
 * where this one stopped.
 */
export function schedulePreparer(
  runtime: PreparingRuntime,
  modules: PreparingModules,
  options: { storageUrl: () => Promise<string>; signal: AbortSignal },
): ScheduleDrain['prepare'] {
  const deps = {
    append: (event: Parameters<PreparingRuntime['log']['append']>[0]) => runtime.log.append(event),
    storageUrl: options.storageUrl,
    upload: modules.uploadToGrove,
    mediaFile: async (mediaId: string) => (await (await runtime.media()).get(mediaId))?.data,
    createFramePoll: modules.framePollCreator(runtime.apiBase, async () =>
      productSessionStore(await runtime.vault()).load(),
    ),
    lensHandle: (accountId: string) =>
      runtime.accounts
        .getState()
        .accounts.find((a) => a.source === 'Lens' && a.accountId === accountId)?.handle,
    signal: options.signal,
  };
  return (intent) => modules.prepareScheduleIntent(intent, deps);
}
