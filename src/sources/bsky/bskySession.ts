import { loginRequired as loginRequiredOn } from '@/domain/messages/composer';
import { AtpAgent, type AtpSessionData } from '@atproto/api';
import type { CredentialStore } from '../credentialStore';
import { fail, ok, type SourceResult } from '@/domain/result';
import { bskyFailure } from './bskyFailure';

/** A Bluesky session as kept on the device. */
export interface BskyStoredSession {
  session: AtpSessionData;
  /** When createSession made it: the PDS rate-limits new sessions. */
  createdAt: number;
}

/** The real server rate-limits createSession: reuse one made in the last five minutes. */
export const SESSION_REUSE_MS = 5 * 60_000;

export const loginRequired = () => ({ kind: 'auth', message: loginRequiredOn('Bluesky') }) as const;

function persistingAgent(
  service: string,
  store: CredentialStore<BskyStoredSession>,
  createdAt: number,
  fetch: typeof globalThis.fetch | undefined,
) {
  return new AtpAgent({
    service,
    ...(fetch ? { fetch } : {}),
    persistSession: (event, session) => {
      if ((event === 'create' || event === 'update') && session) {
        void store.save(session.did, {
          session,
          createdAt: event === 'create' ? Date.now() : createdAt,
        });
      } else if (event === 'expired' && session) {
        void store.remove(session.did);
      }
    },
  });
}

/**
 * Signs in with a handle (or DID) and an app password. A session for the
 * same account made less than five minutes ago is resumed instead of
 * creating another.
 */
export async function signInToBluesky(options: {
  service: string;
  identifier: string;
  password: string;
  store: CredentialStore<BskyStoredSession>;
  knownDid?: string;
  now?: () => number;
  /** The agent's fetch (the server's has a time limit); the global one by default. */
  fetch?: typeof globalThis.fetch;
}): Promise<SourceResult<{ did: string; handle: string }>> {
  const now = options.now ?? Date.now;
  if (options.knownDid) {
    const recent = await options.store.load(options.knownDid);
    if (recent && now() - recent.createdAt < SESSION_REUSE_MS) {
      const resumed = await resumeBluesky({ ...options, did: options.knownDid });
      if (resumed.ok) return ok({ did: recent.session.did, handle: recent.session.handle });
    }
  }
  const agent = persistingAgent(options.service, options.store, now(), options.fetch);
  try {
    const { data } = await agent.login({
      identifier: options.identifier,
      password: options.password,
    });
    await options.store.save(data.did, {
      session: agent.session ?? (data as AtpSessionData),
      createdAt: now(),
    });
    return ok({ did: data.did, handle: data.handle });
  } catch (error) {
    const failure = bskyFailure(error, false);
    return fail(
      failure.kind === 'invalid' || failure.kind === 'auth'
        ? { kind: 'auth', message: 'Invalid handle or password' }
        : failure,
    );
  }
}

/**
 * An agent for a stored session: resumed, refreshed when its access token
 * expired. A session the server no longer accepts is removed ("an invalid
 * session removes the account").
 */
export async function resumeBluesky(options: {
  service: string;
  did: string;
  store: CredentialStore<BskyStoredSession>;
  /** The agent's fetch (the server's has a time limit); the global one by default. */
  fetch?: typeof globalThis.fetch;
}): Promise<SourceResult<AtpAgent>> {
  const stored = await options.store.load(options.did);
  if (!stored) return fail(loginRequired());
  const agent = persistingAgent(options.service, options.store, stored.createdAt, options.fetch);
  try {
    await agent.resumeSession(stored.session);
    return ok(agent);
  } catch (error) {
    const failure = bskyFailure(error, false);
    // A refused refresh clears the agent's session rather than saying why.
    if (failure.kind === 'auth' || failure.kind === 'invalid' || !agent.session) {
      await options.store.remove(options.did);
      return fail({
        kind: 'auth',
        message: 'Your Bluesky session is no longer valid. Please sign in again.',
      });
    }
    return fail(failure);
  }
}
