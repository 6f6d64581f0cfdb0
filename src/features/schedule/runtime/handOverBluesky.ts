import type { AtpAgent } from '@atproto/api';
import type { ConnectedAccount } from '@/events/types/accountEvents';
import type { BskyStoredSession } from '@/sources/bsky/bskySession';
import type { CredentialStore } from '@/sources/credentialStore';
import { BSKY_APP_PASSWORD_NAME } from '@/domain/schedule/delegationContract';
import type { NetworkEndpoints } from '@/features/accounts';
import type { DelegationApi, DelegationCall } from './delegationApi';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Bluesky refuses app passwords to a session that was itself made with one. */
export const BSKY_APP_PASSWORD_REFUSED =
  'Bluesky makes app passwords only for a session signed in with the account password. Sign in to Bluesky again with your password, then allow scheduled posting.';

/**
 * A new "Polycast scheduled posts" app password. One left from an earlier
 * delegation is revoked first: names are unique, and the server could not
 * use the old one's secret anyway.
 */
async function makeAppPassword(agent: AtpAgent, name: string): Promise<DelegationCall<string>> {
  const server = agent.com.atproto.server;
  try {
    const { data } = await server.listAppPasswords();
    if (data.passwords.some((p) => p.name === name)) {
      await server.revokeAppPassword({ name });
    }
  } catch {
    // Not listed: creating it says what is wrong, if anything is.
  }
  try {
    return {
      ok: true,
      value: (await server.createAppPassword({ name })).data.password,
    };
  } catch (error) {
    const message = messageOf(error);
    return {
      ok: false,
      message: /scope|insufficient|forbidden|app password/i.test(message)
        ? BSKY_APP_PASSWORD_REFUSED
        : message,
    };
  }
}

/**
 * Bluesky: with the device's own session, an app password named "Polycast
 * scheduled posts (…)" is made and handed to the server, which signs in with it
 * (its own session, refreshed there). Revoking it needs the device's session.
 */
export async function handOverBluesky(options: {
  api: DelegationApi;
  account: ConnectedAccount;
  endpoints: NetworkEndpoints;
  store: CredentialStore<BskyStoredSession>;
  /** `bskyAppPasswordName` of the Polycast account (the bare `BSKY_APP_PASSWORD_NAME` by default). */
  appPasswordName?: string;
}): Promise<DelegationCall<void>> {
  const { resumeBluesky } = await import('@/sources/bsky/bskySession');
  const agent = await resumeBluesky({
    service: options.endpoints.bsky.service,
    did: options.account.accountId,
    store: options.store,
  });
  if (!agent.ok) return { ok: false, message: agent.error.message };
  const password = await makeAppPassword(
    agent.value,
    options.appPasswordName ?? BSKY_APP_PASSWORD_NAME,
  );
  if (!password.ok) return password;
  const handed = await options.api.bsky({
    did: options.account.accountId,
    handle: options.account.handle,
    appPassword: password.value,
  });
  return handed.ok ? { ok: true, value: undefined } : handed;
}

/** After a revoke: the app password itself goes too, with the device's session (best effort). */
export async function revokeBlueskyAppPassword(options: {
  account: Pick<ConnectedAccount, 'accountId'>;
  endpoints: NetworkEndpoints;
  store: CredentialStore<BskyStoredSession>;
  appPasswordName?: string;
}): Promise<boolean> {
  const { resumeBluesky } = await import('@/sources/bsky/bskySession');
  const agent = await resumeBluesky({
    service: options.endpoints.bsky.service,
    did: options.account.accountId,
    store: options.store,
  });
  if (!agent.ok) return false;
  try {
    await agent.value.com.atproto.server.revokeAppPassword({
      name: options.appPasswordName ?? BSKY_APP_PASSWORD_NAME,
    });
    return true;
  } catch {
    return false;
  }
}
