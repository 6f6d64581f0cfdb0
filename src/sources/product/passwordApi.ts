import { z } from 'zod/mini';
import type { SourceResult } from '@/domain/result';
import { call, type ProductApi } from './productApi';

const statusSchema = z.object({
  data: z.object({
    isSet: z.boolean(),
    /** The server's clock (epoch ms), or null when this session is not verified. */
    verifiedUntil: z.nullable(z.number()),
    /** How much longer this session may edit scheduled posts (ms): no clocks to compare. */
    verifiedForMs: z.number().check(z.nonnegative()),
  }),
});

export type PasswordStatus = z.infer<typeof statusSchema>['data'];

const PATH = '/api/account/password';

async function statusCall(
  api: ProductApi,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<SourceResult<PasswordStatus>> {
  const answer = await call(api, method, `${PATH}${path}`, { body, schema: statusSchema });
  return answer.ok ? { ok: true, value: answer.value.data } : answer;
}

/**
 * composer.md §5.6, §6: the account's password, which editing scheduled
 * posts needs: whether it is set (and until when this session is verified),
 * setting it, verifying it. The password goes in the body only.
 */
export const passwordApi = {
  status: (api: ProductApi) => statusCall(api, 'GET', ''),
  set: (api: ProductApi, password: string, currentPassword?: string) =>
    statusCall(api, 'POST', '', { password, ...(currentPassword ? { currentPassword } : {}) }),
  verify: (api: ProductApi, password: string) => statusCall(api, 'POST', '/verify', { password }),
};
