import { describe, expect, it } from 'vitest';
import type { Post } from '@/domain/reading/post';
import { fail, ok, type SourceError, type SourceResult } from '@/domain/result';
import type { Source } from '@/sources/source';
import { deleteOnce } from './deleteOnce';

/** A network holding some posts: deleting one it lacks is refused, as X and Lens refuse it. */
function network(posts: string[]) {
  const held = new Set(posts);
  const calls: string[] = [];
  const refuse = () => {
    throw new Error('not expected here');
  };
  let trouble: SourceError | undefined;
  const source = {
    deletePost: async (id: string): Promise<SourceResult<void>> => {
      calls.push(`delete ${id}`);
      if (trouble) return fail(trouble);
      if (!held.delete(id)) return fail({ kind: 'invalid', message: `No post ${id}` });
      return ok(undefined);
    },
    getPost: async (id: string): Promise<SourceResult<Post | null>> => {
      calls.push(`get ${id}`);
      return ok(held.has(id) ? ({ id } as Post) : null);
    },
    setToggle: refuse,
  } as unknown as Source;
  return { source, calls, held, failWith: (error: SourceError) => (trouble = error) };
}

const signal = new AbortController().signal;

describe('deleting a post once', () => {
  it('deletes it, and a second delete of a post already gone ends well', async () => {
    const net = network(['p1']);
    expect(await deleteOnce(net.source, 'p1', true, signal)).toEqual(ok(undefined));
    expect(await deleteOnce(net.source, 'p1', true, signal)).toEqual(ok(undefined));
    expect(net.calls).toEqual(['delete p1', 'delete p1', 'get p1']);
  });

  it('passes on a refusal of a post that is still there, in the network’s words', async () => {
    const net = network(['p1']);
    net.failWith({ kind: 'invalid', message: 'Not yours' });
    const result = await deleteOnce(net.source, 'p1', true, signal);
    expect(result).toEqual(fail({ kind: 'invalid', message: 'Not yours' }));
    expect(net.held.has('p1')).toBe(true);
  });

  it('passes on a failure to reach the network without reading', async () => {
    const net = network(['p1']);
    net.failWith({ kind: 'network', message: 'offline' });
    expect(await deleteOnce(net.source, 'p1', true, signal)).toEqual(
      fail({ kind: 'network', message: 'offline' }),
    );
    expect(net.calls).toEqual(['delete p1']);
  });

  it('refuses to bring a deleted post back', async () => {
    const net = network([]);
    const result = await deleteOnce(net.source, 'p1', false, signal);
    expect(result.ok).toBe(false);
    expect(net.calls).toEqual([]);
  });
});
