import { afterEach, describe, expect, it } from 'vitest';
import { clearFaults, sandbox, setFaults } from './sandboxClient';

afterEach(clearFaults);

const rpc = (method: string, params: unknown[] = []) =>
  fetch(sandbox().evm.rpc, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });

async function rpcResult<T>(method: string, params: unknown[] = []): Promise<T> {
  const body = (await (await rpc(method, params)).json()) as { result: T };
  return body.result;
}

describe('faults on demand', () => {
  it('answers 429 with Retry-After at the configured rate', async () => {
    await setFaults('product', { errorRate: 1, errorStatus: 429, retryAfterSeconds: 7 });
    const response = await fetch(`${sandbox().product.api}/api/health`);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    await clearFaults();
    expect((await fetch(`${sandbox().product.api}/api/health`)).status).toBe(200);
  });

  it('answers injected errors as a page can read them, and lets CORS preflights through', async () => {
    await setFaults('farcaster', { errorRate: 1, errorStatus: 429, retryAfterSeconds: 3 });
    const origin = 'http://127.0.0.1:4310';
    const hub = sandbox().farcaster?.hub ?? '';
    const refused = await fetch(`${hub}/v1/info`, { headers: { Origin: origin } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('access-control-allow-origin')).toBe(origin);
    expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');
    const preflight = await fetch(`${hub}/v1/submitMessage`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
  });

  it('replays the same failures from the same seed', async () => {
    const pattern = async () => {
      await setFaults('product', { errorRate: 0.5, errorStatus: 500, seed: 1234 });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++)
        statuses.push((await fetch(`${sandbox().product.api}/api/health`)).status);
      return statuses;
    };
    const first = await pattern();
    expect(new Set(first)).toEqual(new Set([200, 500]));
    expect(await pattern()).toEqual(first);
  });

  it('adds latency before the service answers', async () => {
    await setFaults('product', { latencyMs: 300 });
    const started = performance.now();
    expect((await fetch(`${sandbox().product.api}/api/health`)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('drops the reply after the write committed: the client errs, the chain has it', async () => {
    const { evm } = sandbox();
    const [, , , dave] = evm.accounts;
    if (!dave) throw new Error('no accounts');
    const nonceBefore = Number(
      await rpcResult<string>('eth_getTransactionCount', [dave.address, 'latest']),
    );
    await setFaults('evm', { dropAfterCommitRate: 1 });
    // anvil signs for its own unlocked dev accounts.
    // The answer's head arrives, its body never does.
    await expect(
      rpc('eth_sendTransaction', [{ from: dave.address, to: dave.address, value: '0x1' }]).then(
        (answer) => answer.json(),
      ),
    ).rejects.toThrow();
    await clearFaults();
    const nonceAfter = Number(
      await rpcResult<string>('eth_getTransactionCount', [dave.address, 'latest']),
    );
    expect(nonceAfter).toBe(nonceBefore + 1);
  });

  it('refuses connections', async () => {
    await setFaults('evm', { refuseConnections: true });
    await expect(rpc('eth_chainId')).rejects.toThrow();
    await clearFaults();
    expect(Number(await rpcResult<string>('eth_chainId'))).toBe(sandbox().evm.chainId);
  });

  it('refuses bad settings with a clear message', async () => {
    const response = await fetch(`${sandbox().admin.url}/faults/evm`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ errorRate: 3 }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/errorRate/);
    expect(
      (await fetch(`${sandbox().admin.url}/faults/myspace`, { method: 'PUT', body: '{}' })).status,
    ).toBe(404);
  });
});
