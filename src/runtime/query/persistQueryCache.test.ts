import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeIndexedDb } from '@/events/testing/openTestLog';
import { persistQueryCache } from './persistQueryCache';

describe('the query cache kept on the device', () => {
  it('opens the next page with what was read, except what must stay in memory', async () => {
    const env = fakeIndexedDb();
    const before = new QueryClient();
    const stop = await persistQueryCache(before, env);
    before.setQueryData(['schedule', 'history', 'account-1'], { tasks: ['a', 'b'] });
    await before.fetchQuery({
      queryKey: ['sandbox', 'demo'],
      queryFn: () => ({ privateKey: '0xsecret' }),
      meta: { persist: false },
    });
    stop(); // the page leaves: what the last second brought is written

    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = new QueryClient();
    const stopAfter = await persistQueryCache(after, env);
    expect(after.getQueryData(['schedule', 'history', 'account-1'])).toEqual({
      tasks: ['a', 'b'],
    });
    expect(after.getQueryData(['sandbox', 'demo'])).toBeUndefined();
    stopAfter();
  });

  it('keeps a newer answer that arrived before the kept one was read', async () => {
    const env = fakeIndexedDb();
    const before = new QueryClient();
    const stop = await persistQueryCache(before, env);
    before.setQueryData(['networks', ''], { sandbox: false });
    stop();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const after = new QueryClient();
    after.setQueryData(['networks', ''], { sandbox: true });
    const stopAfter = await persistQueryCache(after, env);
    expect(after.getQueryData(['networks', ''])).toEqual({ sandbox: true });
    stopAfter();
  });
});
