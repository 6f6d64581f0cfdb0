import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Source } from '@/sources/source';
import { connectXAccount, value } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';
import { startComposerServer, type ComposerTestServer } from './composerServerKit';

let server: ComposerTestServer;
beforeAll(async () => {
  server = await startComposerServer();
});
afterAll(() => server.close());

describe('frame polls (composer.md §7.4)', () => {
  it('creates a poll with the session, serves its frame, reads it back', async () => {
    const token = await server.signUp();
    const created = await server.call('POST', '/v1/vote_frame/poll/create', {
      token,
      body: {
        title: 'Best chain?',
        choices: ['Base', 'Optimism', 'Zora'],
        type: 'Multiple',
        sub_time: 3600,
        strategies: 'None',
        multiple_count: 2,
      },
    });
    expect(created.status).toBe(200);
    const { poll_id, frame_url } = (
      created.body as { data: { poll_id: string; frame_url: string } }
    ).data;
    expect(
      server.query(
        'SELECT type, multiple_count, duration_seconds FROM polls WHERE poll_id = ?',
        poll_id,
      ),
    ).toEqual([{ type: 'Multiple', multiple_count: 2, duration_seconds: 3600 }]);
    const frame = await (await fetch(frame_url)).text();
    expect(frame).toContain('<meta property="fc:frame:button:3" content="Zora">');
    const read = await server.call('GET', `/v1/vote_frame/poll?poll_id=${poll_id}`);
    expect(read.body).toMatchObject({
      data: {
        multiple_count: 2,
        choice_detail: [{ name: 'Base' }, { name: 'Optimism' }, { name: 'Zora' }],
      },
    });
  });
});

describe('X native polls through the X adapter (X API v2: 2–4 options of ≤ 25 characters, 5–10,080 minutes)', () => {
  let source: Source;
  beforeAll(async () => {
    source = (await connectXAccount(sandbox(), 'rollup_rita')).source;
  });
  const signal = () => AbortSignal.timeout(30_000);
  const publish = async (options: string[], durationMinutes: number) => {
    const prepared = value(
      await source.prepare(
        {
          text: `Poll ${randomBytes(4).toString('hex')}`,
          media: [],
          poll: { options, durationMinutes },
        },
        `poll-${randomBytes(4).toString('hex')}`,
        signal(),
      ),
    );
    return source.publish(prepared, signal());
  };

  it('posts a poll at the limits', async () => {
    const max = ['a'.repeat(25), 'b'.repeat(25), 'c'.repeat(25), 'd'.repeat(25)];
    expect((await publish(max, 10_080)).ok).toBe(true);
    expect((await publish(['yes', 'no'], 5)).ok).toBe(true);
  });

  it('is refused past them, as invalid (not retried)', async () => {
    for (const [options, minutes] of [
      [['a'.repeat(26), 'b'], 60],
      [['a', 'b', 'c', 'd', 'e'], 60],
      [['only'], 60],
      [['a', 'b'], 4],
      [['a', 'b'], 10_081],
    ] as const) {
      const result = await publish([...options], minutes);
      expect(result, `${options.length} options, ${minutes} min`).toMatchObject({
        ok: false,
        error: { kind: 'invalid' },
      });
    }
  });
});
