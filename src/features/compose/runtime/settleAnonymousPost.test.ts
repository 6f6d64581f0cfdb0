import { describe, expect, it } from 'vitest';
import { appCatalog } from '@/events/appCatalog';
import { fakeIndexedDb, openTestLog, uniqueLogName } from '@/events/testing/openTestLog';
import { settleAnonymousPost } from './settleAnonymousPost';

describe('settleAnonymousPost (composer.md §4.3: an end told once)', () => {
  it('logs the end once, whichever of two tabs sees it first; only that one is told to say it', async () => {
    const env = fakeIndexedDb();
    const name = uniqueLogName('anonymous');
    const tabs = await Promise.all([
      openTestLog(appCatalog, { env, name }),
      openTestLog(appCatalog, { env, name }),
    ]);
    const [one, two] = tabs.map((tab) => ({ log: tab.log, database: tab.database }));
    if (!one || !two) throw new Error('two tabs');
    const answers = await Promise.all([
      settleAnonymousPost(one, 'intent-1', { kind: 'timedOut' }),
      settleAnonymousPost(two, 'intent-1', { kind: 'failed', message: 'proof_failed' }),
    ]);
    expect(answers.sort()).toEqual([false, true]);
    // Another post settles on its own.
    expect(await settleAnonymousPost(two, 'intent-2', { kind: 'timedOut' })).toBe(true);
    expect(await settleAnonymousPost(one, 'intent-2', { kind: 'timedOut' })).toBe(false);

    const settled = (await one.log.readAggregate('intent-1')).filter(
      (event) => event.type === 'AnonymousPostSettled',
    );
    expect(settled).toHaveLength(1);
    tabs.forEach((tab) => tab.close());
  });
});
