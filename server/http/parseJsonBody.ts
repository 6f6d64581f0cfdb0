import type { Context } from 'hono';
import type { z } from 'zod';
import type { z as zm } from 'zod/mini';

export type ParsedBody<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * The request's JSON body, parsed (with a zod schema, or a zod/mini one the
 * app shares from src/domain); on failure a message naming the first bad field.
 */
export async function parseJsonBody<T>(c: Context, schema: z.ZodType<T>): Promise<ParsedBody<T>>;
export async function parseJsonBody<T>(
  c: Context,
  schema: zm.ZodMiniType<T>,
): Promise<ParsedBody<T>>;
export async function parseJsonBody<T>(
  c: Context,
  schema: z.ZodType<T> | zm.ZodMiniType<T>,
): Promise<ParsedBody<T>> {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (body === undefined) return { ok: false, message: 'body: not JSON' };
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.map(String).join('.') || 'body';
  return { ok: false, message: `${where}: ${issue?.message ?? 'not valid'}` };
}
