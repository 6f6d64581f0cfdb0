import type { Page } from '@/domain/reading/post';
import type { SourceResult } from '@/domain/result';
import { value } from './sandboxAccounts';

/** Every page of a network's list, following its cursor to the end (at most 100 pages). */
export async function readAllPages<Item>(
  read: (cursor: string | undefined) => Promise<SourceResult<Page<Item>>>,
): Promise<Item[][]> {
  const pages: Item[][] = [];
  let cursor: string | undefined;
  do {
    const page = value(await read(cursor));
    pages.push(page.items);
    cursor = page.cursor;
  } while (cursor && pages.length < 100);
  return pages;
}
