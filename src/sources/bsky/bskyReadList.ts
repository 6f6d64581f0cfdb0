import { XRPCError } from '@atproto/api';
import type { Page } from '@/domain/reading/post';
import { parseItems, type SkipReporter } from '../reading/parseItems';

/** Posts per page: what bsky.app asks for. */
export const BSKY_PAGE_SIZE = 30;

/** A list answer: its items under `key`, and where the next page starts. */
export type ListAnswer<Key extends string> = { [K in Key]: unknown[] } & { cursor?: string };

/**
 * A list read through `@atproto/api`. The client checks the whole answer
 * against the lexicon and refuses it for one bad item; the reading side
 * would rather show the rest, so a refused answer's body is read item by
 * item like any other (`parse` says why an item is left out).
 */
export async function readList<Key extends string, Item>(
  read: () => Promise<{ data: ListAnswer<Key> }>,
  key: Key,
  parse: (item: unknown) => { ok: true; value: Item } | { ok: false; reason: string; id?: string },
  report: SkipReporter | undefined,
): Promise<Page<Item>> {
  let items: unknown[];
  let cursor: string | undefined;
  try {
    const { data } = await read();
    items = data[key];
    cursor = data.cursor;
  } catch (error) {
    // @atproto/xrpc's XRPCInvalidResponseError (not exported by @atproto/api) keeps the body.
    if (!(error instanceof XRPCError) || !('responseBody' in error)) throw error;
    const body = error.responseBody as Partial<Record<string, unknown>> | undefined;
    const listed = body?.[key];
    items = Array.isArray(listed) ? listed : [];
    cursor = typeof body?.cursor === 'string' ? body.cursor : undefined;
  }
  return { items: parseItems('Bluesky', items, parse, report), ...(cursor ? { cursor } : {}) };
}
