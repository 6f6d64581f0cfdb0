import { notFound } from '@tanstack/react-router';
import type { z } from 'zod/mini';

/** A `params.parse` for a route: a param that does not parse means "not found". */
export function parseParams<S extends z.ZodMiniType<Record<string, unknown>>>(schema: S) {
  return (raw: Record<string, string>): z.output<S> => {
    const result = schema.safeParse(raw);
    if (!result.success) {
      throw notFound({ data: { reason: result.error.issues.map((i) => i.message).join('; ') } });
    }
    return result.data;
  };
}
