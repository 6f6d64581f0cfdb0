import { describe, expect, it } from 'vitest';
import { createAccountRoutes } from '../../../server/account/accountRoutes';
import { createProductAccountStore } from '../../../server/account/productAccountStore';
import { createRateLimiter } from '../../../server/http/rateLimiter';
import { RATE_LIMITS } from '../../../server/http/rateLimitPolicies';
import { openServerDatabase } from '../../../server/storage/openServerDatabase';
import type { ProfileProof } from '@/domain/accounts/profileProof';
import type { ConnectedAccount } from '@/events/types/accountEvents';
import { checkAccounts, linkedProfileOf } from '@/features/accounts/runtime/checkAccounts';
import {
  CONNECTIONS_RETRIES,
  productAccountApi,
} from '@/features/accounts/runtime/productAccountApi';
import type { SessionStatus } from '@/features/accounts/runtime/probeSession';
import type { ProductSession } from '@/runtime/productSession';

const bsky: ConnectedAccount = {
  source: 'Bsky',
  accountId: 'did:plc:ada',
  handle: 'ada.test',
  displayName: 'Ada',
  via: 'signIn',
};
const farcaster: ConnectedAccount = { ...bsky, source: 'Farcaster', accountId: '7', handle: 'ada' };
const x: ConnectedAccount = { ...bsky, source: 'Twitter', accountId: '99', handle: 'ada_x' };

/** Stands for the proof the device made (making and checking real ones: tests/integration/accounts). */
const proofOf = (account: ConnectedAccount): ProfileProof =>
  account.source === 'Farcaster'
    ? {
        source: 'Farcaster',
        nonce: 'n'.repeat(32),
        signerPublicKey: `0x${'cd'.repeat(32)}`,
        signature: `0x${'ab'.repeat(64)}`,
      }
    : { source: 'Bsky', token: 'a proof the networks accept' };
const proven = (account: ConnectedAccount) => ({
  profile: linkedProfileOf(account),
  proof: proofOf(account),
});

/** The product server's real account routes, answered in process (proofs taken as valid). */
function productServer() {
  const db = openServerDatabase();
  const routes = createAccountRoutes({
    store: createProductAccountStore(db),
    proofs: {
      challenge: () => ({ audience: 'did:web:polycast.test', nonce: 'n'.repeat(32), expiresAt: 0 }),
      verify: async (profile) => ({ ok: true, profile }),
    },
    limiter: createRateLimiter(db),
    limits: RATE_LIMITS,
  });
  let calls = 0;
  let down = false;
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls += 1;
    if (down) throw new TypeError('Failed to fetch');
    const url = new URL(String(input));
    return routes.request(url.pathname.replace('/api/account', '') || '/', init);
  }) as typeof fetch;
  return {
    api: productAccountApi('http://polycast.test', fetchImpl),
    calls: () => calls,
    goDown: () => void (down = true),
  };
}

function run(
  server: ReturnType<typeof productServer>,
  accounts: ConnectedAccount[],
  session: ProductSession | undefined,
  statuses: Partial<Record<string, SessionStatus>> = {},
) {
  const removed: ConnectedAccount[] = [];
  const left: ProductSession[] = [];
  return checkAccounts({
    accounts,
    session,
    probe: async (a) => statuses[a.source] ?? 'valid',
    api: server.api,
    // X is never linked from here: X's sign-in links it on the server.
    link: async (token, account) =>
      account.source === 'Twitter' ? undefined : server.api.link(token, proven(account)),
    removeInvalid: async (a) => void removed.push(a),
    leaveProductAccount: async (s) => void left.push(s),
  }).then((report) => ({ report, removed, left }));
}

describe('checkAccounts', () => {
  it('removes only the accounts whose session was refused, not the unreachable ones', async () => {
    const { report, removed } = await run(productServer(), [bsky, farcaster, x], undefined, {
      Bsky: 'invalid',
      Twitter: 'unknown',
    });
    expect(removed).toEqual([bsky]);
    expect(report.removed).toEqual([bsky]);
    expect(report.connections).toBeNull();
  });

  it('links the accounts connected here but not yet on the Polycast account', async () => {
    const server = productServer();
    const signedUp = await server.api.signUp([proven(bsky)]);
    if (!signedUp.ok) throw new Error(signedUp.message);
    const session = { accountId: signedUp.accountId, token: signedUp.sessionToken };
    const { report } = await run(server, [bsky, farcaster, x], session, { Twitter: 'invalid' });
    expect(report.connections).toEqual([linkedProfileOf(bsky), linkedProfileOf(farcaster)]);
    const again = await server.api.getAllConnections(session.token);
    expect(again).toEqual({ ok: true, connections: report.connections });
  });

  it('leaves the Polycast account when the server refuses the session, without retrying', async () => {
    const server = productServer();
    const session = { accountId: crypto.randomUUID(), token: 'a'.repeat(43) };
    const { report, left } = await run(server, [bsky], session);
    expect(report.productSessionRefused).toBe(true);
    expect(left).toEqual([session]);
    expect(server.calls()).toBe(1);
  });

  it('retries getAllConnections twice when the server cannot be reached, and keeps the session', async () => {
    const server = productServer();
    const signedUp = await server.api.signUp([proven(bsky)]);
    if (!signedUp.ok) throw new Error(signedUp.message);
    server.goDown();
    const before = server.calls();
    const { report, left } = await run(server, [bsky], {
      accountId: signedUp.accountId,
      token: signedUp.sessionToken,
    });
    expect(server.calls() - before).toBe(1 + CONNECTIONS_RETRIES);
    expect(report).toEqual({ removed: [], connections: null, productSessionRefused: false });
    expect(left).toEqual([]);
  });

  it('reads the connections without probing a session when the last probe is recent', async () => {
    const server = productServer();
    const signedUp = await server.api.signUp([proven(bsky)]);
    if (!signedUp.ok) throw new Error(signedUp.message);
    let probes = 0;
    const report = await checkAccounts({
      accounts: [bsky, farcaster],
      session: { accountId: signedUp.accountId, token: signedUp.sessionToken },
      probe: async () => {
        probes += 1;
        return 'invalid';
      },
      probeSessions: false,
      api: server.api,
      link: async (token, account) => server.api.link(token, proven(account)),
      removeInvalid: async () => undefined,
      leaveProductAccount: async () => undefined,
    });
    expect(probes).toBe(0);
    expect(report.removed).toEqual([]);
    expect(report.connections).toEqual([linkedProfileOf(bsky), linkedProfileOf(farcaster)]);
  });
});
