import type { AtpAgent } from '@atproto/api';
import { fail, type SourceResult } from '@/domain/result';
import type { CredentialStore } from '../credentialStore';
import { bskyFailure } from './bskyFailure';
import { resumeBluesky, type BskyStoredSession } from './bskySession';

/** Runs one call with the signed-in agent, `write` saying whether it may have changed something. */
export type BskyAgentCall = <T>(
  write: boolean,
  run: (agent: AtpAgent) => Promise<SourceResult<T>>,
) => Promise<SourceResult<T>>;

/**
 * The Bluesky session as the adapters use it: resumed once from the
 * credential store and shared by every call; a thrown error is classified
 * (bskyFailure), and an auth failure drops the agent so the next call
 * resumes the session again.
 */
export function bskyAgentCall(options: {
  service: string;
  did: string;
  store: CredentialStore<BskyStoredSession>;
  now?: () => number;
  fetch?: typeof globalThis.fetch;
}): BskyAgentCall {
  let agentPromise: Promise<SourceResult<AtpAgent>> | undefined;

  const agent = () => {
    agentPromise ??= resumeBluesky(options);
    return agentPromise.then((result) => {
      if (!result.ok) agentPromise = undefined;
      return result;
    });
  };

  return async (write, run) => {
    const session = await agent();
    if (!session.ok) return session;
    try {
      return await run(session.value);
    } catch (error) {
      const failure = bskyFailure(error, write);
      if (failure.kind === 'auth') agentPromise = undefined;
      return fail(failure);
    }
  };
}
