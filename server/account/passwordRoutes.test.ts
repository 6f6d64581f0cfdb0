import { describe, expect, it } from 'vitest';
import { testServersClosedAfterEach } from '../testing/startTestServer';
import { RATE_LIMITS } from '../http/rateLimitPolicies';
import { PASSWORD_MESSAGES } from '@/domain/accounts/password';

const testServers = testServersClosedAfterEach();

async function setUp(options: Parameters<typeof testServers.start>[0] = {}) {
  const server = await testServers.start(options);
  const call = async (method: 'GET' | 'POST', path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api/account/password${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  return { server, call, token: await server.signUp() };
}

describe('/api/account/password (composer.md §5.6)', () => {
  it('answers 401 without a Polycast session', async () => {
    const { call } = await setUp();
    expect((await call('GET', '')).status).toBe(401);
    expect((await call('POST', '', undefined, { password: 'long enough' })).status).toBe(401);
    expect((await call('POST', '/verify', 'x'.repeat(43), { password: 'x' })).status).toBe(401);
  });

  it('sets a password once, says it is set, and the session is verified for 30 minutes', async () => {
    const { call, token } = await setUp();
    expect((await call('GET', '', token)).body).toEqual({
      data: { isSet: false, verifiedUntil: null, verifiedForMs: 0 },
    });
    const verify = await call('POST', '/verify', token, { password: 'long enough' });
    expect(verify).toMatchObject({ status: 409, body: { error: PASSWORD_MESSAGES.notSet } });
    const short = await call('POST', '', token, { password: 'short' });
    expect(short).toMatchObject({ status: 400, body: { error: PASSWORD_MESSAGES.tooShort } });

    const before = Date.now();
    const set = await call('POST', '', token, { password: 'long enough' });
    expect(set.status).toBe(200);
    expect(set.body.data.isSet).toBe(true);
    expect(set.body.data.verifiedUntil).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(set.body.data.verifiedUntil).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    expect(set.body.data.verifiedForMs).toBe(30 * 60_000);
    const status = (await call('GET', '', token)).body.data;
    expect(status).toMatchObject({ isSet: true, verifiedUntil: set.body.data.verifiedUntil });
    expect(status.verifiedForMs).toBeGreaterThan(29 * 60_000);
    expect(status.verifiedForMs).toBeLessThanOrEqual(30 * 60_000);

    const again = await call('POST', '', token, { password: 'something else' });
    expect(again).toMatchObject({ status: 409, body: { error: PASSWORD_MESSAGES.alreadySet } });
    const changed = await call('POST', '', token, {
      password: 'something else',
      currentPassword: 'long enough',
    });
    expect(changed.status).toBe(200);
  });

  it('verifies only with the right password; other accounts are not concerned', async () => {
    const { server, call, token } = await setUp();
    await call('POST', '', token, { password: 'long enough' });
    // Another account's session knows nothing of this one's password.
    const other = await server.signUp('did:plc:other');
    expect((await call('GET', '', other)).body.data).toEqual({
      isSet: false,
      verifiedUntil: null,
      verifiedForMs: 0,
    });

    const wrong = await call('POST', '/verify', token, { password: 'not it at all' });
    expect(wrong).toMatchObject({ status: 403, body: { error: 'Wrong password. 4 tries left.' } });
    const right = await call('POST', '/verify', token, { password: 'long enough' });
    expect(right.status).toBe(200);
    expect(right.body.data.verifiedUntil).toBeGreaterThan(Date.now());
  });

  it('pauses tries for 15 minutes after 5 wrong ones, with Retry-After', async () => {
    const { call, token } = await setUp();
    await call('POST', '', token, { password: 'long enough' });
    for (let i = 0; i < 4; i++) {
      expect((await call('POST', '/verify', token, { password: `wrong ${i}` })).status).toBe(403);
    }
    const fifth = await call('POST', '/verify', token, { password: 'wrong 5' });
    expect(fifth).toMatchObject({
      status: 429,
      body: { error: 'Too many wrong passwords. Try again in 15 minutes.' },
    });
    expect(fifth.headers.get('Retry-After')).toBe('900');
    const right = await call('POST', '/verify', token, { password: 'long enough' });
    expect(right.status).toBe(429);
    // Changing it is behind the same limit.
    const change = await call('POST', '', token, {
      password: 'new password',
      currentPassword: 'long enough',
    });
    expect(change.status).toBe(429);
  });

  it('refuses bad bodies with a clear message and stores nothing', async () => {
    const { server, call, token } = await setUp();
    const none = await call('POST', '', token, { pass: 'long enough' });
    expect(none).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('password') },
    });
    const long = await call('POST', '', token, { password: 'x'.repeat(257) });
    expect(long.status).toBe(400);
    expect(server.query('SELECT * FROM account_passwords')).toEqual([]);
  });

  it('never answers the password back nor keeps it in clear', async () => {
    const { server, call, token } = await setUp();
    const set = await call('POST', '', token, { password: 'secret words here' });
    expect(JSON.stringify(set.body)).not.toContain('secret words');
    const stored = server.query<{ hash: string }>('SELECT hash FROM account_passwords');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.hash).toMatch(/^scrypt\$/);
    expect(stored[0]?.hash).not.toContain('secret words');
  });

  it('limits password sets and checks per account (each is a slow hash on a shared thread pool)', async () => {
    const { call, token, server } = await setUp({
      rateLimits: { ...RATE_LIMITS, passwordPerAccount: { limit: 3, windowMs: 60_000 } },
    });
    expect((await call('POST', '', token, { password: 'long enough' })).status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      expect((await call('POST', '/verify', token, { password: 'long enough' })).status).toBe(200);
    }
    const limited = await call('POST', '/verify', token, { password: 'long enough' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    // Another account is not held back by this one.
    expect(
      (await call('POST', '', await server.signUp('did:plc:b'), { password: 'its own one' }))
        .status,
    ).toBe(200);
  });

  it('limits them per address too, whichever account asks', async () => {
    const { call, server } = await setUp({
      rateLimits: { ...RATE_LIMITS, passwordPerAddress: { limit: 2, windowMs: 60_000 } },
    });
    for (const id of ['a', 'b']) {
      const token = await server.signUp(`did:plc:${id}`);
      expect((await call('POST', '', token, { password: 'long enough' })).status).toBe(200);
    }
    const third = await server.signUp('did:plc:c');
    expect((await call('POST', '', third, { password: 'long enough' })).status).toBe(429);
  });
});
