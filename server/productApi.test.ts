import { describe, expect, it } from 'vitest';
import { createProductApi, type SandboxDemoIdentity } from './productApi';

const demo: SandboxDemoIdentity = {
  name: 'Polly Cast',
  accounts: [{ source: 'Bsky', accountId: 'did:plc:x', handle: 'p.test', displayName: 'Polly' }],
};

describe('product API: sandbox demo', () => {
  it('is not offered outside the sandbox', async () => {
    const answer = await createProductApi().request('/api/sandbox/demo');
    expect(answer.status).toBe(404);
  });

  it('is not offered until the sandbox has written its manifest', async () => {
    const api = createProductApi({ sandboxDemo: () => undefined });
    expect((await api.request('/api/sandbox/demo')).status).toBe(404);
  });

  it('describes the demo person, uncached', async () => {
    const answer = await createProductApi({ sandboxDemo: () => demo }).request('/api/sandbox/demo');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual(demo);
  });
});
