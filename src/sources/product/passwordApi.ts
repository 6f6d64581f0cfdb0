import { z } from 'zod/mini';
import type { ProductCallOptions } from './scheduleHistoryApi';

const statusSchema = z.object({
  data: z.object({
    isSet: z.boolean(),
    /** The server's clock (epoch ms), or null when this session is not verified. */
    verifiedUntil: z.nullable(z.number()),
    /** How much longer this session may edit scheduled posts (ms): no clocks to compare. */
    verifiedForMs: z.number().check(z.nonnegative()),
  }),
});
const errorSchema = z.object({ error: z.string() });

export type PasswordStatus = z.infer<typeof statusSchema>['data'];
export type PasswordAnswer =
  { ok: true; status: PasswordStatus } | { ok: false; message: string; httpStatus: number };

const PATH = '/api/account/password';

async function call(
  method: 'GET' | 'POST',
  path: string,
  options: ProductCallOptions,
  body?: unknown,
): Promise<PasswordAnswer> {
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(`${options.apiBase}${PATH}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${options.token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch {
    return {
      ok: false,
      message: 'Polycast could not be reached. Check your connection.',
      httpStatus: 0,
    };
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = statusSchema.safeParse(answer);
    if (parsed.success) return { ok: true, status: parsed.data.data };
  }
  const refusal = errorSchema.safeParse(answer);
  return {
    ok: false,
    message: refusal.success ? refusal.data.error : `Polycast answered ${response.status}.`,
    httpStatus: response.status,
  };
}

/**
 * composer.md §5.6, §6: the account's password, which editing scheduled
 * posts needs: whether it is set (and until when this session is verified),
 * setting it, verifying it. The password goes in the body only.
 */
export const passwordApi = {
  status: (options: ProductCallOptions) => call('GET', '', options),
  set: (options: ProductCallOptions, password: string, currentPassword?: string) =>
    call('POST', '', options, { password, ...(currentPassword ? { currentPassword } : {}) }),
  verify: (options: ProductCallOptions, password: string) =>
    call('POST', '/verify', options, { password }),
};
