import { z } from 'zod/mini';
import type { Page, Profile } from '@/domain/reading/post';
import { fail, ok, type SourceResult } from '@/domain/result';
import { parseItems, type SkipReporter } from '../reading/parseItems';
import { lensAccountSchema, lensProfileView } from './lensAccountView';
import type { LensParsed } from './lensPostView';
import type { LensCall } from './lensSignedInRequest';

/** A `Paginated…Result`; its items are read one by one. */
const pageSchema = z.object({
  items: z.array(z.unknown()),
  pageInfo: z.object({ next: z.nullish(z.string()) }),
});

/** The address an item that did not parse may still show, for the log. */
export const addressOf = (item: unknown) => {
  const address = (item as { address?: unknown } | null | undefined)?.address;
  return typeof address === 'string' ? { id: address } : {};
};

/** An `Account` as a Profile, or why it cannot be read. */
export function lensAccount(item: unknown): LensParsed<Profile> {
  const parsed = lensAccountSchema.safeParse(item);
  return parsed.success
    ? { ok: true, value: lensProfileView(parsed.data) }
    : { ok: false, reason: z.prettifyError(parsed.error), ...addressOf(item) };
}

/**
 * One page of any Lens list (the answer's `field`) through `parse`: each
 * item that does not parse is left out and reported, the rest kept; the
 * cursor is the API's `pageInfo.next`.
 */
export async function readLensPage<T>(
  call: LensCall,
  query: string,
  field: string,
  request: Record<string, unknown>,
  parse: (item: unknown) => LensParsed<T>,
  signal: AbortSignal,
  report: SkipReporter | undefined,
): Promise<SourceResult<Page<T>>> {
  const answer = await call(query, { request }, signal);
  if (!answer.ok) return answer;
  const page = pageSchema.safeParse(answer.value[field]);
  if (!page.success) return fail({ kind: 'network', message: 'Lens answered in an unknown shape' });
  const { items, pageInfo } = page.data;
  return ok({
    items: parseItems('Lens', items, parse, report),
    ...(pageInfo.next ? { cursor: pageInfo.next } : {}),
  });
}
