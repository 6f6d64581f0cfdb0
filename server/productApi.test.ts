import { describe, expect, it } from 'vitest';
import { createProductApi, type SandboxDemoIdentity } from './productApi';

const demo: SandboxDemoIdentity = {
  name: 'Polly Cast',
  accounts: [{ source: 'Bsky', accountId: 'did:plc:x', handle: 'p.test', displayName: 'Polly' }],
  signIn: { bskyPassword: 'pw', wallet: { address: '0x1', privateKey: '0x2' } },
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

describe('product API: network endpoints', () => {
  it('names the public networks by default, and the sandbox’s when told', async () => {
    const publicAnswer = await createProductApi().request('/api/networks');
    expect(await publicAnswer.json()).toMatchObject({ bsky: { service: 'https://bsky.social' } });
    const sandbox = {
      bsky: {
        service: 'http://localhost:1',
        video: { url: 'http://127.0.0.1:2', did: 'did:web:v' },
      },
      farcaster: { hub: 'http://127.0.0.1:3', network: 'devnet' as const },
      lens: { api: 'http://127.0.0.1:4/graphql', storage: 'http://127.0.0.1:5' },
    };
    const answer = await createProductApi({ networks: () => sandbox }).request('/api/networks');
    expect(await answer.json()).toEqual(sandbox);
    const notYet = await createProductApi({ networks: () => undefined }).request('/api/networks');
    expect(notYet.status).toBe(503);
  });
});
