import type { z } from 'zod/mini';
import {
  DELEGATIONS_PATH,
  delegationAnswerSchema,
  delegationErrorSchema,
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
  async function call<S extends z.ZodMiniType>(
    method: string,
    path: string,
    schema: S | undefined,
    body?: unknown,
  ): Promise<DelegationCall<z.infer<S>>> {
    let answer: Response;
    try {
      answer = await fetchImpl(`${apiBase}${DELEGATIONS_PATH}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      return { ok: false, message: UNREACHABLE, unreachable: true };
    }
    const json: unknown =
      answer.status === 204 ? undefined : await answer.json().catch(() => undefined);
    if (!answer.ok) {
      const refusal = delegationErrorSchema.safeParse(json);
      if (refusal.success) return { ok: false, message: refusal.data.error };
      return {
        ok: false,
        message: UNREACHABLE,
        ...(answer.status >= 500 ? { unreachable: true as const } : {}),
      };
    }
    if (!schema) return { ok: true, value: undefined as z.infer<S> };
    const parsed = schema.safeParse(json);
    return parsed.success
      ? { ok: true, value: parsed.data as z.infer<S> }
      : { ok: false, message: 'Polycast answered in an unknown shape.' };
  }

  return {
    list: async (): Promise<DelegationCall<Delegation[]>> => {
      const answer = await call('GET', '', delegationListSchema);
      return answer.ok ? { ok: true, value: answer.value.data.delegations } : answer;
    },
    farcasterKey: async (fid: number, handle: string) => {
      const answer = await call('POST', '/farcaster/key', farcasterKeyAnswerSchema, {
        fid,
        handle,
      });
      return answer.ok ? { ok: true as const, value: answer.value.data } : answer;
    },
    farcasterConfirm: (fid: number) =>
      call('POST', '/farcaster/confirm', delegationAnswerSchema, { fid }),
    bsky: (body: { did: string; handle: string; appPassword: string }) =>
      call('POST', '/bsky', delegationAnswerSchema, body),
    lens: (body: {
      account: string;
      owner: string;
      handle: string;
      accessToken: string;
      refreshToken: string;
    }) => call('POST', '/lens', delegationAnswerSchema, body),
    x: (body: { xUserId: string }) => call('POST', '/x', delegationAnswerSchema, body),
    revoke: (platform: PostSource, platformUserId: string) =>
      call(
        'DELETE',
        `/${encodeURIComponent(platform)}/${encodeURIComponent(platformUserId)}`,
        undefined,
      ),
  };
}

export type DelegationApi = ReturnType<typeof delegationApi>;
