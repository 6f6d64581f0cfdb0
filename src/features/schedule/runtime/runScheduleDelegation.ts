import type { ConnectedAccount } from '@/events/types/accountEvents';
import type { PublishTarget } from '@/events/types/publishEvents';
import type { BskyStoredSession } from '@/sources/bsky/bskySession';
import {
  loadNetworkEndpoints,
  type NetworkEndpoints,
  fetchSandboxDemo,
  localWallet,
  type SigningWallet,
} from '@/features/accounts';
import { productSessionStore } from '@/runtime/productSession';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { openRuntimeOnce } from '@/runtime/RuntimeProvider';
import { askScheduleConsent } from './askScheduleConsent';
import { SOURCE_LABELS, type PostSource } from '@/domain/networks';
import { bskyAppPasswordName, type Delegation } from '@/domain/schedule/delegationContract';
import { delegationApi, type DelegationApi, type DelegationCall } from './delegationApi';
import { delegationCache } from './delegationCache';
import type { ScheduleDelegationDeps, ScheduleDelegationOutcome } from './ensureScheduleDelegation';
import { handOverBluesky } from './handOverBluesky';
import { handOverFarcaster } from './handOverFarcaster';
import { handOverLens } from './handOverLens';

export const NO_PRODUCT_SESSION = 'Sign in to Polycast first.';

/** The sandbox's dev wallet (the only wallet the app has yet; docs/decisions-schedule.md). */
export async function sandboxWallet(apiBase: string): Promise<SigningWallet | undefined> {
  const demo = await fetchSandboxDemo(apiBase).catch(() => null);
  return demo ? localWallet(demo.signIn.wallet.address, demo.signIn.wallet.privateKey) : undefined;
}

/** Consent needs the server: offline, a network not yet allowed waits for the connection. */
export const offlineConsent = (targets: readonly PublishTarget[]) =>
  `Connect to the internet to allow scheduled posting on ${[
    ...new Set(targets.map((t) => SOURCE_LABELS[t.source])),
  ].join(', ')} first.`;

const noWallet = (network: string) =>
  `Allowing scheduled posting on ${network} needs the account's wallet, and none is connected on this device.`;

const defaultAsk = (networks: readonly PostSource[]): Promise<boolean> =>
  askScheduleConsent(networks);

async function handOver(
  account: ConnectedAccount,
  context: {
    api: DelegationApi;
    productAccountId: string;
    runtime: AppRuntime;
    endpoints: NetworkEndpoints;
    wallet: () => Promise<SigningWallet | undefined>;
  },
): Promise<DelegationCall<void>> {
  const { api, runtime, endpoints } = context;
  switch (account.source) {
    case 'Twitter': {
      const handed = await api.x({ xUserId: account.accountId });
      return handed.ok ? { ok: true, value: undefined } : handed;
    }
    case 'Bsky':
      return handOverBluesky({
        api,
        account,
        endpoints,
        store: (await runtime.vault()).store<BskyStoredSession>('Bsky'),
        appPasswordName: bskyAppPasswordName(context.productAccountId),
      });
    case 'Farcaster':
    case 'Lens': {
      const wallet = await context.wallet();
      if (!wallet) return { ok: false, message: noWallet(SOURCE_LABELS[account.source]) };
      return account.source === 'Farcaster'
        ? handOverFarcaster({ api, account, endpoints, wallet })
        : handOverLens({ api, account, endpoints, wallet });
    }
  }
}

/** `ensureScheduleDelegation`'s work, loaded when first needed. */
export async function runScheduleDelegation(
  targets: readonly PublishTarget[],
  deps: ScheduleDelegationDeps,
): Promise<ScheduleDelegationOutcome> {
  const runtime = deps.runtime ?? (await openRuntimeOnce());
  const session = await productSessionStore(await runtime.vault()).load();
  if (!session) return { ok: false, cancelled: false, message: NO_PRODUCT_SESSION };
  const api = delegationApi(runtime.apiBase, session.token);
  const cache = delegationCache(await runtime.vault(), session.accountId);
  const listed = await api.list();
  const missingFrom = (known: readonly Delegation[]) =>
    targets.filter(
      (target, index) =>
        targets.findIndex(
          (other) => other.source === target.source && other.accountId === target.accountId,
        ) === index &&
        !known.some((d) => d.platform === target.source && d.platformUserId === target.accountId),
    );
  if (!listed.ok) {
    if (!listed.unreachable) return { ok: false, cancelled: false, message: listed.message };
    // Offline: what the server was last known to be allowed on is enough to queue the post.
    const unknown = missingFrom(await cache.load());
    if (unknown.length === 0) return { ok: true };
    return { ok: false, cancelled: false, message: offlineConsent(unknown) };
  }
  await cache.save(listed.value);
  const missing = missingFrom(listed.value);
  if (missing.length === 0) return { ok: true };

  const networks = [...new Set(missing.map((target) => target.source))];
  if (!(await (deps.ask ?? defaultAsk)(networks))) return { ok: false, cancelled: true };

  let endpoints: NetworkEndpoints;
  try {
    endpoints = await loadNetworkEndpoints(runtime.apiBase);
  } catch (error) {
    return { ok: false, cancelled: false, message: (error as Error).message };
  }
  let wallet: Promise<SigningWallet | undefined> | undefined;
  const walletOnce = () =>
    (wallet ??= deps.wallet ? deps.wallet() : sandboxWallet(runtime.apiBase));
  const connected = (await runtime.accounts.catchUp()).accounts;
  const failures: string[] = [];
  for (const target of missing) {
    const network = SOURCE_LABELS[target.source];
    const account = connected.find(
      (a) => a.source === target.source && a.accountId === target.accountId,
    );
    const result: DelegationCall<void> = account
      ? await handOver(account, {
          api,
          productAccountId: session.accountId,
          runtime,
          endpoints,
          wallet: walletOnce,
        }).catch((error: unknown) => ({ ok: false, message: (error as Error).message }) as const)
      : { ok: false, message: `Connect your ${network} account on this device first.` };
    if (!result.ok) failures.push(`${network}: ${result.message}`);
  }
  return failures.length === 0
    ? { ok: true }
    : { ok: false, cancelled: false, message: failures.join('\n') };
}
