import type { ConnectedAccount } from '@/events/types/accountEvents';
import type { ConnectionsResult, LinkedProfile, ProductAccountApi } from './productAccountApi';
import type { SessionStatus } from './probeSession';
import type { ProductSession } from '@/runtime/productSession';

export interface AccountCheckReport {
  /** Accounts whose session the network refused: removed from this device. */
  removed: ConnectedAccount[];
  /** What the Polycast account links, when it answered. */
  connections: LinkedProfile[] | null;
  /** The server no longer knows this device's session: the device left the account. */
  productSessionRefused: boolean;
}

export const linkedProfileOf = (account: ConnectedAccount): LinkedProfile => ({
  source: account.source,
  profileId: account.accountId,
  handle: account.handle,
  displayName: account.displayName,
  ...(account.avatarUrl ? { avatarUrl: account.avatarUrl } : {}),
});

const isLinked = (connections: readonly LinkedProfile[]) => (account: ConnectedAccount) =>
  connections.some((c) => c.source === account.source && c.profileId === account.accountId);

/**
 * One account check (reading.md §7.9, §8): every session on this device is
 * probed and the refused ones removed; then the Polycast account's
 * connections are read (retried unless 401) and any account connected here
 * but not yet linked (say, while offline) is linked, with its proof (`link`;
 * undefined for one that cannot be proven here: X links itself at sign-in).
 */
export async function checkAccounts(deps: {
  accounts: readonly ConnectedAccount[];
  session: ProductSession | undefined;
  probe: (account: ConnectedAccount) => Promise<SessionStatus>;
  /** False: only the Polycast account's connections are read (the last probe is recent). */
  probeSessions?: boolean;
  api: Pick<ProductAccountApi, 'getAllConnections'>;
  /** Links an account with a fresh proof that it is the person's. */
  link: (token: string, account: ConnectedAccount) => Promise<ConnectionsResult | undefined>;
  removeInvalid: (account: ConnectedAccount) => Promise<void>;
  leaveProductAccount: (session: ProductSession) => Promise<void>;
  signal?: AbortSignal;
}): Promise<AccountCheckReport> {
  const probing = deps.probeSessions ?? true;
  const statuses = probing
    ? await Promise.all(deps.accounts.map((account) => deps.probe(account)))
    : deps.accounts.map((): SessionStatus => 'valid');
  const removed = deps.accounts.filter((_, i) => statuses[i] === 'invalid');
  for (const account of removed) await deps.removeInvalid(account);
  const report: AccountCheckReport = { removed, connections: null, productSessionRefused: false };
  if (!deps.session || deps.signal?.aborted) return report;

  const answer = await deps.api.getAllConnections(deps.session.token, deps.signal);
  if (!answer.ok) {
    if (answer.reason === 'unauthorized') {
      await deps.leaveProductAccount(deps.session);
      report.productSessionRefused = true;
    }
    return report;
  }
  let connections = answer.connections;
  const remaining = deps.accounts.filter((a) => !removed.includes(a));
  for (const account of remaining.filter((a) => !isLinked(connections)(a))) {
    const linked = await deps.link(deps.session.token, account);
    if (linked?.ok) connections = linked.connections;
  }
  report.connections = connections;
  return report;
}
