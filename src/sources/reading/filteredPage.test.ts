import { describe, expect, it } from 'vitest';
import type { Page } from '@/domain/reading/post';
import { fail, ok, type SourceResult } from '@/domain/result';
import { filteredPage } from './filteredPage';

/** A list of numbers, three a page, its cursor the next index. */
function list(all: number[]) {
  const asked: (string | undefined)[] = [];
  const read = async (cursor: string | undefined): Promise<SourceResult<Page<number>>> => {
    asked.push(cursor);
    const start = Number(cursor ?? 0);
    const end = start + 3;
    return ok({
      items: all.slice(start, end),
      ...(end < all.length ? { cursor: String(end) } : {}),
    });
  };
  return { read, asked };
}

const even = (n: number) => n % 2 === 0;

describe('filteredPage', () => {
  it('keeps what is wanted from one page and hands on the network’s cursor', async () => {
    const { read, asked } = list([1, 2, 3, 4, 5, 6]);
    expect(await filteredPage(read, even, undefined)).toEqual(ok({ items: [2], cursor: '3' }));
    expect(asked).toEqual([undefined]);
  });

  it('reads on past pages with nothing wanted, up to its limit', async () => {
    const { read, asked } = list([1, 3, 5, 7, 9, 11, 13, 15, 17, 20]);
    expect(await filteredPage(read, even, undefined)).toEqual(ok({ items: [20] }));
    expect(asked).toEqual([undefined, '3', '6', '9']);
    const limited = list([1, 3, 5, 7, 9, 11, 13, 15, 17, 20]);
    expect(await filteredPage(limited.read, even, undefined, 2)).toEqual(
      ok({ items: [], cursor: '6' }),
    );
  });

  it('ends where the list ends, and passes a failure on', async () => {
    const { read } = list([1, 3]);
    expect(await filteredPage(read, even, '0')).toEqual(ok({ items: [] }));
    const failing = async () => fail<Page<number>>({ kind: 'network', message: 'down' });
    expect(await filteredPage(failing, even, undefined)).toEqual(
      fail({ kind: 'network', message: 'down' }),
    );
  });
});
