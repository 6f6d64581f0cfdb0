import { afterEach, describe, expect, it, vi } from 'vitest';
import { appCatalog } from '@/events/appCatalog';
import { openTestLog } from '@/events/testing/openTestLog';
import { ScheduleRefused, type ScheduleRequest } from '@/features/compose';
import { emptyComposerPost } from '@/domain/composer/model/composerPost';
import { DRAFT_VERSION } from '@/domain/composer/model/draft';
import { groupIdOf } from '@/domain/schedule/groupIdOf';
import type { CredentialVault } from '@/runtime/credentialVault';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { lensSessionEnded, scheduleAction, SIGN_IN_TO_SCHEDULE } from './scheduleAction';
import { scheduleIntentsOf } from './scheduleIntents';
import { invalidSessionMessage } from '@/features/accounts';

const NOW = Date.UTC(2026, 10, 23, 12, 0);
const lensAccount = {
  source: 'Lens' as const,
  accountId: '0xlens',
  handle: 'polly',
  displayName: 'Polly',
  via: 'signIn' as const,
};

function memoryVault(entries: Record<string, unknown>): CredentialVault {
  const data = new Map(Object.entries(entries));
  return {
    store: <T>(network: string) => ({
      load: async (key: string) => data.get(`${network}:${key}`) as T | undefined,
      save: async (key: string, value: T) => void data.set(`${network}:${key}`, value),
      remove: async (key: string) => void data.delete(`${network}:${key}`),
    }),
    close: () => undefined,
  } as unknown as CredentialVault;
}

const opened: { close(): void }[] = [];
afterEach(() => opened.splice(0).forEach((log) => log.close()));

async function runtimeWith(vault: Record<string, unknown>) {
  const test = await openTestLog(appCatalog);
  opened.push(test);
  const runtime = {
    log: test.log,
    database: test.database,
    apiBase: 'http://127.0.0.1:9',
    viewerId: 'viewer',
    vault: async () => memoryVault(vault),
    accounts: {
      catchUp: async () => ({ accounts: [lensAccount] }),
      getState: () => ({ accounts: [lensAccount] }),
    },
  } as unknown as AppRuntime;
  return runtime;
}

const request = (sources: ('Lens' | 'Bsky')[]): ScheduleRequest => ({
  request: {
    kind: 'post',
    targets: sources.map((source) => ({
      source,
      accountId: source === 'Lens' ? '0xlens' : 'did:plc:a',
    })),
    posts: [{ text: 'Later' }],
  },
  scheduleTime: NOW + 3_600_000,
  draft: {
    version: DRAFT_VERSION,
    draftId: '6a0e1c2e-8a3b-4c39-9d7e-6f1a2b3c4d5e',
    type: 'compose',
    posts: [emptyComposerPost('p', { chars: 'Later' })],
    availableProfiles: [],
    cursor: 'p',
    createdAt: 1,
    scheduleTime: NOW + 3_600_000,
  },
});

const SESSION = { Polycast: { session: { accountId: 'acct', token: 't' } } };
const vaultWithSession = { 'Polycast:session': SESSION.Polycast.session };

/** A device signed in to Polycast whose consent is always given. */
async function signedIn({ online }: { online: boolean }) {
  const runtime = await runtimeWith(vaultWithSession);
  const ensureDelegation = vi.fn(async () => ({ ok: true as const }));
  const schedule = scheduleAction(runtime, {
    ensureDelegation,
    now: () => NOW,
    online: () => online,
  });
  return { runtime, ensureDelegation, schedule };
}

describe('the schedule action (composer.md §4.9, §8)', () => {
  it('logs the intent with a uuid groupId derived from its id, after consent', async () => {
    const { runtime, ensureDelegation, schedule } = await signedIn({ online: true });
    const id = await schedule(request(['Bsky']));
    expect(ensureDelegation).toHaveBeenCalledWith([{ source: 'Bsky', accountId: 'did:plc:a' }]);
    const intents = (await scheduleIntentsOf(runtime)).getState();
    expect(intents.open[id]).toMatchObject({
      groupId: groupIdOf(id),
      productAccountId: 'acct',
      scheduleTime: NOW + 3_600_000,
      status: 'preparing',
    });
  });

  it('offline, no consent can be asked: the intent is queued', async () => {
    const { ensureDelegation, schedule } = await signedIn({ online: false });
    await schedule(request(['Lens', 'Bsky']));
    expect(ensureDelegation).not.toHaveBeenCalled();
  });

  it('refuses a time that passed, and without a Polycast session', async () => {
    const runtime = await runtimeWith(vaultWithSession);
    const ensureDelegation = vi.fn(async () => ({ ok: true as const }));
    const late = scheduleAction(runtime, { ensureDelegation, now: () => NOW + 7_200_000 });
    await expect(late(request(['Bsky']))).rejects.toMatchObject({
      kind: 'product',
      message: 'The scheduled time has passed. Please reset',
    });
    const signedOut = scheduleAction(await runtimeWith({}), { ensureDelegation, now: () => NOW });
    await expect(signedOut(request(['Bsky']))).rejects.toMatchObject({
      message: SIGN_IN_TO_SCHEDULE,
    });
  });

  it('a cancelled consent is a cancel; a refused one says why', async () => {
    const runtime = await runtimeWith(vaultWithSession);
    const cancelled = scheduleAction(runtime, {
      ensureDelegation: async () => ({ ok: false, cancelled: true }),
      now: () => NOW,
      online: () => true,
    });
    await expect(cancelled(request(['Bsky']))).rejects.toMatchObject({ kind: 'cancelled' });
    const refused = scheduleAction(runtime, {
      ensureDelegation: async () => ({ ok: false, cancelled: false, message: 'Bluesky: no.' }),
      now: () => NOW,
      online: () => true,
    });
    await expect(refused(request(['Bsky']))).rejects.toMatchObject({
      kind: 'product',
      message: 'Bluesky: no.',
    });
  });

  it('a Lens session that ended removes the Lens account before anything is asked', async () => {
    // No Lens credentials on the device: the session is invalid.
    const { runtime, ensureDelegation, schedule } = await signedIn({ online: true });
    const refused = await schedule(request(['Lens', 'Bsky'])).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ScheduleRefused);
    expect(refused).toMatchObject({ kind: 'lensSession', message: lensSessionEnded('polly') });
    expect(lensSessionEnded('polly')).toBe(invalidSessionMessage(lensAccount));
    expect(ensureDelegation).not.toHaveBeenCalled();
    const removed = await runtime.log.readByType(['AccountDisconnected']);
    expect(removed.map((e) => e.payload)).toEqual([
      { source: 'Lens', accountId: '0xlens', reason: 'invalidSession' },
    ]);
  });
});
