import { describe, expect, it } from 'vitest';
import type { AnonymousPostStatus } from '@/domain/composer/model/anonymous';
import { followAnonymousPost } from './followAnonymousPost';

const noWait = () => Promise.resolve();
const status = (value: AnonymousPostStatus['status'], more: Partial<AnonymousPostStatus> = {}) =>
  ({ status: value, cast_hashs: [], ...more }) as AnonymousPostStatus;

describe('followAnonymousPost', () => {
  it('asks the status until the post is sent', async () => {
    const answers = [
      status('queued'),
      status('generating_proof'),
      status('sent', { cast_hashs: [{ community: 'c', hash: '0xabc' }] }),
    ];
    const asked: string[] = [];
    const outcome = await followAnonymousPost(
      {
        accepted: () => Promise.resolve({ kind: 'accepted', postId: 'p1' }),
        status: (postId) => {
          asked.push(postId);
          return Promise.resolve(answers.shift() ?? status('queued'));
        },
      },
      'intent',
      { wait: noWait },
    );
    expect(outcome).toEqual({
      kind: 'sent',
      status: status('sent', { cast_hashs: [{ community: 'c', hash: '0xabc' }] }),
    });
    expect(asked).toEqual(['p1', 'p1', 'p1']);
  });

  it('ends with the failure and its reason; leaves the server’s refusal to the shell', async () => {
    const failed = await followAnonymousPost(
      {
        accepted: () => Promise.resolve({ kind: 'accepted', postId: 'p1' }),
        status: () => Promise.resolve(status('proof_failed', { error: 'Proof rejected' })),
      },
      'intent',
      { wait: noWait },
    );
    expect(failed).toEqual({ kind: 'failed', message: 'Proof rejected' });
    const refused = await followAnonymousPost(
      {
        accepted: () => Promise.resolve({ kind: 'refused', reason: 'Daily limit reached' }),
        status: () => Promise.reject(new Error('not asked')),
      },
      'intent',
      { wait: noWait },
    );
    // The shell's own notice says a refusal (and that the draft is back).
    expect(refused).toBeUndefined();
  });

  it('gives up after 20 tries, unreadable ones included', async () => {
    let tries = 0;
    const outcome = await followAnonymousPost(
      {
        accepted: () => Promise.resolve({ kind: 'accepted', postId: 'p1' }),
        status: () => {
          tries += 1;
          return tries % 2 ? Promise.reject(new Error('503')) : Promise.resolve(status('queued'));
        },
      },
      'intent',
      { wait: noWait },
    );
    expect(outcome).toEqual({ kind: 'timedOut' });
    expect(tries).toBe(20);
  });
});
