import { describe, expect, it } from 'vitest';
import { fail, ok, type SourceResult } from '@/domain/result';
import type { Source } from '@/sources/source';
import { reportOnce } from './reportOnce';

const signal = new AbortController().signal;

describe('reporting a post once', () => {
  it('sends the report through the adapter, the same call each time it is sent', async () => {
    const calls: string[] = [];
    const source = {
      reportPost: async (id: string): Promise<SourceResult<void>> => {
        calls.push(id);
        return ok(undefined);
      },
    } as unknown as Source;
    expect(await reportOnce(source, 'p1', true, signal)).toEqual(ok(undefined));
    expect(await reportOnce(source, 'p1', true, signal)).toEqual(ok(undefined));
    expect(calls).toEqual(['p1', 'p1']);
  });

  it('refuses to take a report back, and refuses on a network that takes none', async () => {
    const calls: string[] = [];
    const source = {
      reportPost: async (id: string) => {
        calls.push(id);
        return ok(undefined);
      },
    } as unknown as Source;
    expect(await reportOnce(source, 'p1', false, signal)).toEqual(
      fail({ kind: 'invalid', message: 'A report cannot be taken back.' }),
    );
    expect(calls).toEqual([]);
    const noReports = {} as Source;
    const refused = await reportOnce(noReports, 'p1', true, signal);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.kind).toBe('invalid');
  });
});
