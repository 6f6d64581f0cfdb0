import { bskyAppPasswordName, type Delegation } from '@/domain/schedule/delegationContract';
import type { BskyStoredSession } from '@/sources/bsky/bskySession';
import { loadNetworkEndpoints } from '@/features/accounts';
import { productSessionStore } from '@/runtime/productSession';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { SOURCE_LABELS } from '@/domain/networks';
import { delegationApi, type DelegationCall } from './delegationApi';
import { delegationCache } from './delegationCache';
import { revokeBlueskyAppPassword } from './handOverBluesky';
import { NO_PRODUCT_SESSION } from './runScheduleDelegation';

/** The networks the Polycast account lets the server post on (Settings › Scheduled posting). */
export async function listDelegations(runtime: AppRuntime): Promise<DelegationCall<Delegation[]>> {
  const vault = await runtime.vault();
  const session = await productSessionStore(vault).load();
  if (!session) return { ok: false, message: NO_PRODUCT_SESSION };
  const listed = await delegationApi(runtime.apiBase, session.token).list();
  if (listed.ok) await delegationCache(vault, session.accountId).save(listed.value);
  return listed;
}

/**
 * Revokes one delegation: the server forgets everything it kept for it. For
 * Bluesky the app password is revoked too, with this device's own session
 * when it has one; what is left to do elsewhere comes back as `note`.
 */
export async function revokeDelegation(
  runtime: AppRuntime,
  delegation: Pick<Delegation, 'platform' | 'platformUserId'>,
): Promise<{ ok: true; note: string } | { ok: false; message: string }> {
  const vault = await runtime.vault();
  const session = await productSessionStore(vault).load();
  if (!session) return { ok: false, message: NO_PRODUCT_SESSION };
  const revoked = await delegationApi(runtime.apiBase, session.token).revoke(
    delegation.platform,
    delegation.platformUserId,
  );
  if (!revoked.ok) return revoked;
  const cache = delegationCache(vault, session.accountId);
  await cache.save(
    (await cache.load()).filter(
      (d) => d.platform !== delegation.platform || d.platformUserId !== delegation.platformUserId,
    ),
  );
  const network = SOURCE_LABELS[delegation.platform];
  const done = `Polycast no longer posts scheduled posts on ${network} for you.`;
  if (delegation.platform === 'Farcaster') {
    return {
      ok: true,
      note: `${done} Its key stays approved for your Farcaster account until it is removed on-chain.`,
    };
  }
  if (delegation.platform === 'Bsky') {
    const removed = await loadNetworkEndpoints(runtime.apiBase)
      .then(async (endpoints) =>
        revokeBlueskyAppPassword({
          account: { accountId: delegation.platformUserId },
          endpoints,
          store: (await runtime.vault()).store<BskyStoredSession>('Bsky'),
          appPasswordName: bskyAppPasswordName(session.accountId),
        }),
      )
      .catch(() => false);
    if (!removed) {
      return {
        ok: true,
        note: `${done} Remove the app password “${bskyAppPasswordName(session.accountId)}” in Bluesky’s settings too.`,
      };
    }
  }
  return { ok: true, note: done };
}
