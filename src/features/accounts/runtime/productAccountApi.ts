import { z } from 'zod/mini';
import type { ProfileProof } from '@/domain/accounts/profileProof';
import { POST_SOURCES } from '@/domain/networks';

/** A network profile as the Polycast account links it (reading.md §3.14). */
export const linkedProfileSchema = z.object({
  source: z.enum(POST_SOURCES),
  profileId: z.string(),
  handle: z.string(),
  displayName: z.string(),
  avatarUrl: z.optional(z.string()),
});
export type LinkedProfile = z.infer<typeof linkedProfileSchema>;

const connectionsSchema = z.object({
  data: z.object({ connections: z.array(linkedProfileSchema) }),
});
const signedUpSchema = z.object({
  data: z.object({
    accountId: z.uuid(),
    sessionToken: z.string(),
    connections: z.array(linkedProfileSchema),
  }),
});
const errorSchema = z.object({ error: z.string() });

/** A profile with the proof that it is the person's (src/domain/accounts/profileProof.ts). */
export interface ProvenProfile {
  profile: LinkedProfile;
  proof: ProfileProof;
}

export type ConnectionsResult =
  | { ok: true; connections: LinkedProfile[] }
  | {
      ok: false;
      reason: 'unauthorized' | 'not_found' | 'unreachable' | 'refused';
      message: string;
    };

/** reading.md §7.9: getAllConnections is retried up to 2 times unless 401. */
export const CONNECTIONS_RETRIES = 2;

const GENERIC_FAILURE = 'Polycast could not be reached. Please try again.';

async function answerOf(response: Response | undefined): Promise<ConnectionsResult> {
  if (!response) return { ok: false, reason: 'unreachable', message: GENERIC_FAILURE };
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status === 401) {
    return { ok: false, reason: 'unauthorized', message: 'Sign in to Polycast first.' };
  }
  if (!response.ok) {
    const message = errorSchema.safeParse(body).data?.error ?? GENERIC_FAILURE;
    const reason =
      response.status === 404 ? 'not_found' : response.status >= 500 ? 'unreachable' : 'refused';
    return { ok: false, reason, message };
  }
  const parsed = connectionsSchema.safeParse(body);
  return parsed.success
    ? { ok: true, connections: parsed.data.data.connections }
    : { ok: false, reason: 'unreachable', message: 'Polycast answered in an unknown shape.' };
}

/** The product server's account calls, with the device's session token. */
export function productAccountApi(apiBase: string, fetchImpl: typeof fetch = fetch) {
  const call = (path: string, init: RequestInit, token?: string) =>
    fetchImpl(`${apiBase}/api/account${path}`, {
      ...init,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    }).catch(() => undefined);

  return {
    /**
     * Signs in with proven profiles: to the Polycast account that already
     * links one of them (201 makes a new one when none does). The session
     * token is for the vault only.
     */
    async signUp(profiles: readonly ProvenProfile[], signal?: AbortSignal) {
      const response = await call('', {
        method: 'POST',
        body: JSON.stringify({ profiles }),
        ...(signal ? { signal } : {}),
      });
      const body: unknown = await response?.json().catch(() => undefined);
      const parsed = signedUpSchema.safeParse(body);
      if ((response?.status === 201 || response?.status === 200) && parsed.success)
        return { ok: true as const, ...parsed.data.data };
      return {
        ok: false as const,
        message: errorSchema.safeParse(body).data?.error ?? GENERIC_FAILURE,
      };
    },

    /** Every profile the account links, retried twice unless the session is refused. */
    async getAllConnections(token: string, signal?: AbortSignal): Promise<ConnectionsResult> {
      let answer: ConnectionsResult = {
        ok: false,
        reason: 'unreachable',
        message: GENERIC_FAILURE,
      };
      for (let attempt = 0; attempt <= CONNECTIONS_RETRIES; attempt += 1) {
        if (signal?.aborted) break;
        answer = await answerOf(
          await call('/connections', { method: 'GET', ...(signal ? { signal } : {}) }, token),
        );
        if (answer.ok || answer.reason === 'unauthorized') return answer;
      }
      return answer;
    },

    async link(token: string, proven: ProvenProfile): Promise<ConnectionsResult> {
      return answerOf(
        await call('/connections', { method: 'PUT', body: JSON.stringify(proven) }, token),
      );
    },

    /** reading.md §7.9 disconnectAccount(profileId, source); the server keeps the last one. */
    async disconnect(token: string, profile: Pick<LinkedProfile, 'source' | 'profileId'>) {
      const path = `/connections/${profile.source}/${encodeURIComponent(profile.profileId)}`;
      return answerOf(await call(path, { method: 'DELETE' }, token));
    },

    async signOut(token: string) {
      await call('/session', { method: 'DELETE' }, token);
    },
  };
}

export type ProductAccountApi = ReturnType<typeof productAccountApi>;
