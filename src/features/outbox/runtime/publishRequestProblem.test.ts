import { describe, expect, it } from 'vitest';
import { appCatalog } from '@/events/appCatalog';
import { fakeIndexedDb, openTestLog } from '@/events/testing/openTestLog';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { publishActions } from './publishActions';
import { publishRequestProblem } from './publishRequestProblem';

const target = { source: 'Bsky', accountId: 'did:plc:me' };
const post = { text: 'hello' };

describe('publishRequestProblem (composer.md §8, event reporting)', () => {
  it('takes a post, a thread, a reply and a quote that name what they need', () => {
    expect(publishRequestProblem({ targets: [target], posts: [post] })).toBeUndefined();
    expect(
      publishRequestProblem({ kind: 'thread', targets: [target], posts: [post, post] }),
    ).toBeUndefined();
    expect(
      publishRequestProblem({
        kind: 'reply',
        targets: [target],
        posts: [post],
        replyTo: { Bsky: 'at://x' },
      }),
    ).toBeUndefined();
    expect(
      publishRequestProblem({
        kind: 'quote',
        targets: [target],
        posts: [post],
        quoteOf: { Lens: '0x1' },
      }),
    ).toBeUndefined();
  });

  it("'Post is missing.' without posts", () => {
    expect(publishRequestProblem({ targets: [target], posts: [] })).toBe('Post is missing.');
  });

  it("'Invalid post size.' without a network", () => {
    expect(publishRequestProblem({ targets: [], posts: [post] })).toBe('Invalid post size.');
  });

  it("'Parent post is missing.' for a reply or quote that names nothing to answer", () => {
    expect(publishRequestProblem({ kind: 'reply', targets: [target], posts: [post] })).toBe(
      'Parent post is missing.',
    );
    expect(
      publishRequestProblem({ kind: 'quote', targets: [target], posts: [post], quoteOf: {} }),
    ).toBe('Parent post is missing.');
  });
});

describe('publishActions.send refuses such an intent before the log sees it', () => {
  it('rejects in the spec’s words and writes nothing', async () => {
    const { log, close } = await openTestLog(appCatalog, { env: fakeIndexedDb() });
    try {
      const send = publishActions({ log } as unknown as AppRuntime).send;
      await expect(send({ targets: [], posts: [post] })).rejects.toThrow('Invalid post size.');
      await expect(
        send({
          kind: 'reply',
          targets: [{ source: 'Bsky', accountId: 'did:plc:me' }],
          posts: [post],
        }),
      ).rejects.toThrow('Parent post is missing.');
      expect(await log.head()).toBe(0);
    } finally {
      close();
    }
  });
});
