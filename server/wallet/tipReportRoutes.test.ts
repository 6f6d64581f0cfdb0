import { describe, expect, it } from 'vitest';
import type { TipReport } from '@/domain/wallet/tipReport';
import { RATE_LIMITS } from '../http/rateLimitPolicies';
import { testServersClosedAfterEach } from '../testing/startTestServer';

const testServers = testServersClosedAfterEach();

const REPORT: TipReport = {
  from_account_id: '1',
  to_account_id: '2',
  from_address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  to_address: '0x70997970C51812dc3A010C7d01b886A9e161D6d0',
  chain_id: '31337',
  chain_name: 'Sandbox EVM',
  amount: '0.0016',
  token_symbol: 'ETH',
  token_icon: 'http://127.0.0.1:1/logos/ETH.svg',
  token_address: 'native',
  token_type: 'native_token',
  tip_memos: '',
  tx_hash: `0x${'ab'.repeat(32)}`,
  source: 'web',
};

describe('POST /v1/token_tips/upload (wallet.md §7.1)', () => {
  it('keeps a confirmed tip once per chain and transaction, for the session’s account', async () => {
    const server = await testServers.start();
    const token = await server.signUp();
    for (let i = 0; i < 2; i++) {
      const answer = await server.postJson('/v1/token_tips/upload', REPORT, token);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ code: 0 });
    }
    const rows = server.query<{ chain_id: string; tx_hash: string; report: string }>(
      'SELECT chain_id, tx_hash, report FROM token_tips',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ chain_id: '31337', tx_hash: REPORT.tx_hash });
    expect(JSON.parse(rows[0]?.report ?? '{}')).toEqual(REPORT);
  });

  it('answers 401 without a session, and keeps nothing', async () => {
    const server = await testServers.start();
    const answer = await server.postJson('/v1/token_tips/upload', REPORT);
    expect(answer.status).toBe(401);
    expect(server.query('SELECT * FROM token_tips')).toEqual([]);
  });

  it('takes exactly §7.1’s body: a chain id as a string, native_token or erc20, an empty memo, source web', async () => {
    const server = await testServers.start();
    const token = await server.signUp();
    const refused = async (change: Record<string, unknown>, field: string) => {
      const answer = await server.postJson(
        '/v1/token_tips/upload',
        { ...REPORT, ...change },
        token,
      );
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toMatch(new RegExp(`^${field}`));
    };
    await refused({ chain_id: 31337 }, 'chain_id');
    await refused({ token_type: 'erc721' }, 'token_type');
    await refused({ tip_memos: 'thanks' }, 'tip_memos');
    await refused({ source: 'app' }, 'source');
    await refused({ amount: 1.5 }, 'amount');
    await refused({ tx_hash: 'not-a-hash' }, 'tx_hash');
    await refused({ extra: 1 }, '(body|extra)');
    const { to_address: _dropped, ...missing } = REPORT;
    const answer = await server.postJson('/v1/token_tips/upload', missing, token);
    expect(answer.status).toBe(400);
    expect(server.query('SELECT * FROM token_tips')).toEqual([]);
  });

  it('is limited per account', async () => {
    const server = await testServers.start({
      rateLimits: { ...RATE_LIMITS, tipReportsPerAccount: { limit: 2, windowMs: 60_000 } },
    });
    const token = await server.signUp();
    const send = (n: number) =>
      server.postJson(
        '/v1/token_tips/upload',
        { ...REPORT, tx_hash: `0x${n.toString(16).padStart(64, '0')}` },
        token,
      );
    expect((await send(1)).status).toBe(200);
    expect((await send(2)).status).toBe(200);
    const third = await send(3);
    expect(third.status).toBe(429);
    expect(third.headers.get('Retry-After')).toBeTruthy();
  });
});
