import { z } from 'zod/mini';
import { castIdString } from './hubJson';

/** A hub message read through a schema: its value, or why not (with its app id when it has one). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string; id?: string };

/** The app's id of a message that did not parse, when it has one. */
export function idOf(message: unknown): { id?: string } {
  const { hash, data } = (message ?? {}) as { hash?: unknown; data?: { fid?: unknown } };
  return typeof hash === 'string' && typeof data?.fid === 'number'
    ? { id: castIdString(data.fid, hash) }
    : {};
}

/** One hub message through `schema`, answered as `parseItems` takes it. */
export function parsedAs<T>(schema: z.ZodMiniType<T>, message: unknown): Parsed<T> {
  const parsed = schema.safeParse(message);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, reason: z.prettifyError(parsed.error), ...idOf(message) };
}
