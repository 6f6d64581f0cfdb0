import { describe, expect, it } from 'vitest';
import { ServerCallNotSendable } from './drainServerCalls';
import { createServerCallSender, NO_PRODUCT_SESSION } from './serverCallOutbox';
import type { ServerCall } from './serverCallsProjection';

const base: ServerCall = {
  id: '01JEVENT000000000000000001:report',
  method: 'POST',
  path: '/api/logpush',
  createdAt: 0,
  attempts: 0,
  retryAt: 0,
  status: 'pending',
};

function recorder() {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return new Response('{"code":0}');
  }) as typeof fetch;
  return { requests, fetchImpl };
}

describe('createServerCallSender', () => {
  it('sends the id as Idempotency-Key, the body as JSON and the session as a bearer token', async () => {
    const { requests, fetchImpl } = recorder();
    const send = createServerCallSender({
      apiBase: 'http://api.test',
      viewerId: 'viewer',
      productSession: async () => ({ accountId: 'acc', token: 'secret' }),
      fetch: fetchImpl,
    });
    await send({ ...base, body: { post_id: 'p' }, productSession: { accountId: 'acc' } });
    expect(requests).toEqual([
      {
        url: 'http://api.test/api/logpush',
        init: {
          method: 'POST',
          headers: {
            'Idempotency-Key': base.id,
            'X-Viewer-Id': 'viewer',
            'Content-Type': 'application/json',
            Authorization: 'Bearer secret',
          },
          body: '{"post_id":"p"}',
        },
      },
    ]);
  });

  it('sends a call that needs no session without asking for one', async () => {
    const { requests, fetchImpl } = recorder();
    const send = createServerCallSender({
      apiBase: '',
      viewerId: 'viewer',
      productSession: () => Promise.reject(new Error('not asked')),
      fetch: fetchImpl,
    });
    await send({ ...base, path: '/api/settings/theme?root_class=dark' });
    expect(requests[0]?.init).toEqual({
      method: 'POST',
      headers: { 'Idempotency-Key': base.id, 'X-Viewer-Id': 'viewer' },
    });
  });

  it('cannot send without the session of the account the call was asked for', async () => {
    const { requests, fetchImpl } = recorder();
    for (const session of [undefined, { accountId: 'someone-else', token: 't' }]) {
      const send = createServerCallSender({
        apiBase: '',
        viewerId: 'viewer',
        productSession: async () => session,
        fetch: fetchImpl,
      });
      const sent = send({ ...base, productSession: { accountId: 'acc' } });
      await expect(sent).rejects.toThrow(ServerCallNotSendable);
      await expect(sent).rejects.toThrow(NO_PRODUCT_SESSION);
    }
    expect(requests).toEqual([]);
  });
});
