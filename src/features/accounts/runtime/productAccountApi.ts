import { z } from 'zod/mini';
import type { ProfileProof } from '@/domain/accounts/profileProof';
import { POST_SOURCES } from '@/domain/networks';
import type { SourceResult } from '@/domain/result';
import {
  call,
  refusalWords,
  type ProductApi,
  type ProductMethod,
} from '@/sources/product/productApi';

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

function connectionsOf(answer: SourceResult<z.infer<typeof connectionsSchema>>): ConnectionsResult {
  if (answer.ok) return { ok: true, connections: answer.value.data.connections };
  const { status = 0 } = answer.error;
  if (status === 401) {
    return { ok: false, reason: 'unauthorized', message: 'Sign in to Polycast first.' };
  }
  if (status === 0) return { ok: false, reason: 'unreachable', message: GENERIC_FAILURE };
  if (status < 400) {
    return { ok: false, reason: 'unreachable', message: 'Polycast answered in an unknown shape.' };
  }
  const reason = status === 404 ? 'not_found' : status >= 500 ? 'unreachable' : 'refused';
  return { ok: false, reason, message: refusalWords(answer.error) ?? GENERIC_FAILURE };
}

/** The product server's account calls, with the device's session token. */
export function productAccountApi(apiBase: string, fetchImpl: typeof fetch = fetch) {
  const api = (token?: string): ProductApi => ({
    apiBase,
    fetch: fetchImpl,
    ...(token ? { token } : {}),
  });
  const connections = (
    method: ProductMethod,
    path: string,
    token: string,
    options: { body?: unknown; signal?: AbortSignal } = {},
  ) =>
    call(api(token), method, `/api/account${path}`, { ...options, schema: connectionsSchema }).then(
      connectionsOf,
    );

  return {
    /**
     * Signs in with proven profiles: to the Polycast account that already
     * links one of them (201 makes a new one when none does). The session
     * token is for the vault only.
     */
    async signUp(profiles: readonly ProvenProfile[], signal?: AbortSignal) {
      const answer = await call(api(), 'POST', '/api/account', {
        body: { profiles },
        schema: signedUpSchema,
        ...(signal ? { signal } : {}),
      }).catch(() => undefined);
      if (answer?.ok) return { ok: true as const, ...answer.value.data };
      const words = answer && !answer.ok ? refusalWords(answer.error) : undefined;
      return { ok: false as const, message: words ?? GENERIC_FAILURE };
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
        try {
          answer = await connections('GET', '/connections', token, signal ? { signal } : {});
        } catch {
          break; // aborted: the last answer stands
        }
        if (answer.ok || answer.reason === 'unauthorized') return answer;
      }
      return answer;
    },

    link: (token: string, proven: ProvenProfile): Promise<ConnectionsResult> =>
      connections('PUT', '/connections', token, { body: proven }),

    /** reading.md §7.9 disconnectAccount(profileId, source); the server keeps the last one. */
    disconnect: (token: string, profile: Pick<LinkedProfile, 'source' | 'profileId'>) =>
      connections(
        'DELETE',
        `/connections/${profile.source}/${encodeURIComponent(profile.profileId)}`,
        token,
      ),

    async signOut(token: string) {
      await call(api(token), 'DELETE', '/api/account/session');
    },
  };
}

export type ProductAccountApi = ReturnType<typeof productAccountApi>;
