import { describe, expect, it } from 'vitest';
import { ok } from '@/domain/result';
import { mergeHubLists, type HubList, type ListItem } from './mergeHubLists';
import type { TimelineCursor } from './timelineCursor';

interface Message {
  hash: string;
  data: { timestamp: number; fid: number; skip?: boolean; broken?: boolean };
}

/**
 * A list as a hub pages it, newest first: `pageSize` messages after the one
 * the token names (tokens point at the last message of a page, so messages
 * added at the top never shift later pages).
 */
function hubList(
  key: string,
  messages: Message[],
  pageSize: number,
  parsed: string[],
): HubList<Message> {
  const order = () =>
    [...messages].sort((a, b) => b.data.timestamp - a.data.timestamp || (a.hash < b.hash ? 1 : -1));
  return {
    key,
    read: async (token) => {
      const all = order();
      const start = token ? all.findIndex((m) => m.hash === token) + 1 : 0;
      const page = all.slice(start, start + pageSize);
      const more = start + page.length < all.length;
      return ok({ messages: page, ...(more && page.length ? { next: page.at(-1)?.hash } : {}) });
    },
    parse(message) {
      const m = message as Message;
      if (m.data.broken) {
        parsed.push(m.hash);
        return undefined;
      }
      return m.data.skip ? undefined : { timestamp: m.data.timestamp, hash: m.hash, value: m };
    },
  };
}

/** A small deterministic generator, so a failure can be run again. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

async function readAll(lists: HubList<Message>[], pageSize: number) {
  const pages: ListItem<Message>[][] = [];
  let cursor: TimelineCursor | undefined;
  do {
    const page = await mergeHubLists(lists, cursor, pageSize, AbortSignal.timeout(5000));
    if (!page.ok) throw new Error(page.error.message);
    pages.push(page.value.items);
    cursor = page.value.cursor;
  } while (cursor && pages.length < 500);
  return pages;
}

const newestFirst = (items: ListItem<Message>[]) =>
  items.every((item, i) => i === 0 || (items[i - 1]?.timestamp ?? 0) >= item.timestamp);

describe('mergeHubLists', () => {
  it('pages several lists newest first, every item once, whatever the page sizes (100 runs)', async () => {
    for (let run = 0; run < 100; run++) {
      const next = random(run + 1);
      const listCount = 1 + next(5);
      const all: Message[][] = Array.from({ length: listCount }, (_, l) =>
        Array.from({ length: next(25) }, (_, i) => ({
          hash: `0x${l}-${i}`,
          // Few distinct times: many ties, within a list and across lists.
          data: { timestamp: 1000 + next(12), fid: l, skip: next(6) === 0, broken: next(15) === 0 },
        })),
      );
      const broken: string[] = [];
      const lists = all.map((messages, l) => hubList(`c${l}`, messages, 1 + next(6), broken));
      const pages = await readAll(lists, 1 + next(7));
      const items = pages.flat();
      const shown = all.flat().filter((m) => !m.data.skip && !m.data.broken);
      expect(items.map((i) => i.hash).sort()).toEqual(shown.map((m) => m.hash).sort());
      expect(newestFirst(items)).toBe(true);
      // Each message that does not parse is reported once.
      expect(broken.sort()).toEqual(
        all
          .flat()
          .filter((m) => m.data.broken)
          .map((m) => m.hash)
          .sort(),
      );
    }
  });

  it('keeps casts made while paging out of the older pages', async () => {
    const messages: Message[] = Array.from({ length: 10 }, (_, i) => ({
      hash: `0xa${i}`,
      data: { timestamp: 100 + i, fid: 1 },
    }));
    const lists = [hubList('c1', messages, 3, [])];
    const first = await mergeHubLists(lists, undefined, 4, AbortSignal.timeout(5000));
    if (!first.ok) throw new Error('first page');
    messages.push({ hash: '0xnew', data: { timestamp: 200, fid: 1 } });
    const rest: string[] = [];
    let cursor = first.value.cursor;
    while (cursor) {
      const page = await mergeHubLists(lists, cursor, 4, AbortSignal.timeout(5000));
      if (!page.ok) throw new Error('page');
      rest.push(...page.value.items.map((i) => i.hash));
      cursor = page.value.cursor;
    }
    expect([...first.value.items.map((i) => i.hash), ...rest]).toEqual(
      Array.from({ length: 10 }, (_, i) => `0xa${9 - i}`),
    );
  });

  it('resumes after a deleted item by its time, and a list it did not know from the time reached', async () => {
    const one: Message[] = Array.from({ length: 6 }, (_, i) => ({
      hash: `0xa${i}`,
      data: { timestamp: 100 + i * 10, fid: 1 },
    }));
    const two: Message[] = [];
    const lists = [hubList('c1', one, 10, []), hubList('c2', two, 10, [])];
    const first = await mergeHubLists(lists, undefined, 2, AbortSignal.timeout(5000));
    if (!first.ok || !first.value.cursor) throw new Error('first page');
    expect(first.value.items.map((i) => i.hash)).toEqual(['0xa5', '0xa4']);
    one.splice(4, 1); // the last item taken is deleted
    // A list the cursor never saw (someone followed since): only what is older than the time reached.
    const three = hubList(
      'c3',
      [
        { hash: '0xb0', data: { timestamp: 145, fid: 3 } },
        { hash: '0xb1', data: { timestamp: 125, fid: 3 } },
      ],
      10,
      [],
    );
    const second = await mergeHubLists(
      [...lists, three],
      first.value.cursor,
      10,
      AbortSignal.timeout(5000),
    );
    if (!second.ok) throw new Error('second page');
    expect(second.value.items.map((i) => i.hash)).toEqual(['0xa3', '0xb1', '0xa2', '0xa1', '0xa0']);
    expect(second.value.cursor).toBeUndefined();
  });
});
