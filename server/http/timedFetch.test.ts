import { afterEach, describe, expect, it } from 'vitest';
import { closeHungServers, hungServer } from '../../tests/support/hungServer';
import { fetchWithTimeout, timedFetch } from './timedFetch';

afterEach(closeHungServers);

/** A server that never answers, or answers its headers and then never finishes the body. */
const hung = (kind: 'silent' | 'headers only') =>
  hungServer(
    kind === 'headers only'
      ? { headers: { 'Content-Type': 'text/plain' }, body: 'the start, and nothing more' }
      : undefined,
  );

describe('timedFetch', () => {
  it('ends a call nobody answers at its time limit', async () => {
    await expect(timedFetch(await hung('silent'), {}, 50)).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('ends the reading of a body that never finishes', async () => {
    const answer = await timedFetch(await hung('headers only'), {}, 100);
    expect(answer.status).toBe(200);
    await expect(answer.text()).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it("still ends when the caller's own signal says so, before the limit", async () => {
    const caller = new AbortController();
    const call = timedFetch(await hung('silent'), { signal: caller.signal }, 60_000);
    caller.abort(new Error('the user went away'));
    await expect(call).rejects.toThrow('the user went away');
  });

  it("keeps a Request's own signal", async () => {
    const caller = new AbortController();
    const call = timedFetch(
      new Request(await hung('silent'), { signal: caller.signal }),
      {},
      60_000,
    );
    caller.abort(new Error('stopped'));
    await expect(call).rejects.toThrow('stopped');
  });

  it('makes a fetch with a time limit for code that takes one', async () => {
    const fetchLimited = fetchWithTimeout(50);
    await expect(fetchLimited(await hung('silent'))).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });
});
