import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/testing/startTestServer';
import { passwordApi } from '@/sources/product/passwordApi';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function setUp() {
  const server = await startTestServer();
  servers.push(server);
  return { server, options: { apiBase: server.url, token: await server.signUp() } };
}

describe('the app’s password calls, against the real product server', () => {
  it('reads the status, sets a password, and verifies it', async () => {
    const { options } = await setUp();
    expect(await passwordApi.status(options)).toEqual({
      ok: true,
      value: { isSet: false, verifiedUntil: null, verifiedForMs: 0 },
    });
    const set = await passwordApi.set(options, 'long enough');
    expect(set).toMatchObject({ ok: true, value: { isSet: true } });
    const verified = await passwordApi.verify(options, 'long enough');
    expect(verified.ok && verified.value.verifiedUntil).toBeGreaterThan(Date.now());
  });

  it('answers the server’s words when it refuses', async () => {
    const { options } = await setUp();
    expect(await passwordApi.verify(options, 'anything')).toMatchObject({
      ok: false,
      error: { message: 'Set a password first.', status: 409 },
    });
    await passwordApi.set(options, 'long enough');
    expect(await passwordApi.verify(options, 'wrong guess')).toMatchObject({
      ok: false,
      error: { message: 'Wrong password. 4 tries left.', status: 403 },
    });
  });

  it('says when Polycast cannot be reached', async () => {
    const answer = await passwordApi.status({ apiBase: 'http://127.0.0.1:9', token: 'x' });
    expect(answer).toMatchObject({
      ok: false,
      error: {
        kind: 'network',
        message: 'Polycast could not be reached. Check your connection.',
        status: 0,
      },
    });
  });
});
