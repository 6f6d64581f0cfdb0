import type { z } from 'zod/mini';
import { call, refusalWords, type ProductMethod } from '@/sources/product/productApi';
import {
  DELEGATIONS_PATH,
  delegationAnswerSchema,
  delegationListSchema,
  farcasterKeyAnswerSchema,
  type Delegation,
} from '@/domain/schedule/delegationContract';
import type { PostSource } from '@/domain/networks';

export type DelegationCall<T> =
  | { ok: true; value: T }
  /** `unreachable`: nothing answered (offline, or the server is down). */
  | { ok: false; message: string; unreachable?: true };

const UNREACHABLE = 'Polycast could not be reached. Please try again.';

/** The product server's delegation calls, with the device's Polycast session. */
export function delegationApi(apiBase: string, token: string, fetchImpl: typeof fetch = fetch) {
  /**
   * One delegation call through the product-API client, in this module's
   * words: the server's refusal as it said it; nothing reached, or trouble
   * on its side, as `unreachable` (the caller may go on with what it knew).
   */
  async function request<S extends z.ZodMiniType>(
    method: ProductMethod,
    path: string,
    schema: S | undefined,
    body?: unknown,
  ): Promise<DelegationCall<z.infer<S>>> {
    const answer = await call<z.infer<S>>(
      { apiBase, token, fetch: fetchImpl },
      method,
      `${DELEGATIONS_PATH}${path}`,
      {
        ...(body === undefined ? {} : { body }),
        // S's output is what it parses to: the same schema, seen as call's parameter.
        ...(schema ? { schema: schema as z.ZodMiniType<z.infer<S>> } : {}),
      },
    );
    if (answer.ok) return answer;
    const { status = 0 } = answer.error;
    // The server's own words (a refusal, or an answer of the wrong shape) are passed on.
    const said =
      refusalWords(answer.error) ??
      (status < 400 && status !== 0 ? answer.error.message : undefined);
    if (said) return { ok: false, message: said };
    return {
      ok: false,
      message: UNREACHABLE,
      ...(status === 0 || status >= 500 ? { unreachable: true as const } : {}),
    };
  }

  return {
    list: async (): Promise<DelegationCall<Delegation[]>> => {
      const answer = await request('GET', '', delegationListSchema);
      return answer.ok ? { ok: true, value: answer.value.data.delegations } : answer;
    },
    farcasterKey: async (fid: number, handle: string) => {
      const answer = await request('POST', '/farcaster/key', farcasterKeyAnswerSchema, {
        fid,
        handle,
      });
      return answer.ok ? { ok: true as const, value: answer.value.data } : answer;
    },
    farcasterConfirm: (fid: number) =>
      request('POST', '/farcaster/confirm', delegationAnswerSchema, { fid }),
    bsky: (body: { did: string; handle: string; appPassword: string }) =>
      request('POST', '/bsky', delegationAnswerSchema, body),
    lens: (body: {
      account: string;
      owner: string;
      handle: string;
      accessToken: string;
      refreshToken: string;
    }) => request('POST', '/lens', delegationAnswerSchema, body),
    x: (body: { xUserId: string }) => request('POST', '/x', delegationAnswerSchema, body),
    revoke: (platform: PostSource, platformUserId: string) =>
      request(
        'DELETE',
        `/${encodeURIComponent(platform)}/${encodeURIComponent(platformUserId)}`,
        undefined,
      ),
  };
}

export type DelegationApi = ReturnType<typeof delegationApi>;
