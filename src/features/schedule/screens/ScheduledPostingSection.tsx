import { useEffect, useState } from 'react';
import { useAccounts } from '@/features/accounts';
import { listDelegations, revokeDelegation } from '../runtime/delegationActions';
import { ensureScheduleDelegation } from '../runtime/ensureScheduleDelegation';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { SOURCE_LABELS, type PostSource } from '@/domain/networks';
import { toasts } from '@/ui/toasts/toastStore';
import type { Delegation } from '@/domain/schedule/delegationContract';

interface Row {
  platform: PostSource;
  platformUserId: string;
  handle: string;
  delegation?: Delegation;
}

const sameAccount = (a: Pick<Row, 'platform' | 'platformUserId'>) => (b: Row | Delegation) =>
  a.platform === b.platform && a.platformUserId === b.platformUserId;

/**
 * Settings › Scheduled posting: the networks the Polycast account lets the
 * server post on (it publishes scheduled posts while devices are off), each
 * revocable; the device's other accounts can be allowed from here too.
 */
export function ScheduledPostingSection() {
  const runtime = useRuntime();
  const { accounts, productAccountId } = useAccounts();
  const [delegations, setDelegations] = useState<Delegation[] | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState<string | null>(null);

  // Bumped after an Allow or a Revoke: the list is read again.
  const [version, setVersion] = useState(0);
  // An account connected or disconnected here changes what the server allows (unlinking an
  // account ends its delegation there): the list is read again then too.
  const connectedKey = accounts.map((a) => `${a.source}:${a.accountId}`).join(',');

  useEffect(() => {
    if (!runtime || productAccountId === null) return;
    let live = true;
    void listDelegations(runtime).then((listed) => {
      if (!live) return;
      setDelegations(listed.ok ? listed.value : undefined);
      setProblem(listed.ok ? undefined : listed.message);
    });
    return () => {
      live = false;
    };
  }, [runtime, productAccountId, version, connectedKey]);

  const rows: Row[] = accounts.map((account) => ({
    platform: account.source,
    platformUserId: account.accountId,
    handle: account.handle,
  }));
  for (const delegation of delegations ?? []) {
    if (!rows.some(sameAccount(delegation))) rows.push({ ...delegation });
  }
  for (const row of rows) row.delegation = delegations?.find(sameAccount(row));
  const nameOf = (row: Row) => {
    const network = SOURCE_LABELS[row.platform];
    const several = rows.filter((r) => r.platform === row.platform).length > 1;
    return several ? `${network} (@${row.handle})` : network;
  };

  const run = (row: Row, work: () => Promise<void>) => {
    setBusy(`${row.platform}:${row.platformUserId}`);
    void work()
      .catch((error: unknown) =>
        toasts.show(error instanceof Error ? error.message : String(error), 'error'),
      )
      .finally(() => {
        setBusy(null);
        setVersion((v) => v + 1);
      });
  };

  const allow = (row: Row) =>
    run(row, async () => {
      const outcome = await ensureScheduleDelegation([
        { source: row.platform, accountId: row.platformUserId },
      ]);
      if (outcome.ok)
        toasts.show(`Scheduled posting is allowed on ${SOURCE_LABELS[row.platform]}.`);
      else if (!outcome.cancelled && outcome.message) toasts.show(outcome.message, 'error');
    });

  /** Every account on this device at once: the dialog names only the networks not allowed yet. */
  const allowAll = () => {
    setBusy('all');
    void ensureScheduleDelegation(
      accounts.map((account) => ({ source: account.source, accountId: account.accountId })),
    )
      .then((outcome) => {
        if (outcome.ok) toasts.show('Scheduled posting is allowed on every network.');
        else if (!outcome.cancelled && outcome.message) toasts.show(outcome.message, 'error');
      })
      .finally(() => {
        setBusy(null);
        setVersion((v) => v + 1);
      });
  };

  const revoke = (row: Row) =>
    run(row, async () => {
      if (!runtime) return;
      const result = await revokeDelegation(runtime, row);
      toasts.show(result.ok ? result.note : result.message, result.ok ? 'info' : 'error');
    });

  return (
    <section className="settings-group" aria-labelledby="scheduled-posting-heading">
      <h2 id="scheduled-posting-heading">Scheduled posting</h2>
      <p className="muted">
        Polycast’s server publishes your scheduled posts, even when your devices are off. It posts
        only on the networks you allow, with what you handed over, kept encrypted.
      </p>
      {productAccountId === null ? (
        <p className="muted">Sign in to your Polycast account to schedule posts.</p>
      ) : (
        <>
          {problem && (
            <p className="form-error" role="alert">
              {problem}
            </p>
          )}
          <ul className="account-list" aria-label="Scheduled posting">
            {rows.map((row) => {
              const name = nameOf(row);
              const working = busy === `${row.platform}:${row.platformUserId}`;
              return (
                <li key={`${row.platform}:${row.platformUserId}`} className="account-row">
                  <span className="account-network">{SOURCE_LABELS[row.platform]}</span>
                  <span className="muted">@{row.handle}</span>
                  <span>{row.delegation ? 'Allowed' : 'Not allowed'}</span>
                  {row.delegation ? (
                    <button
                      type="button"
                      className="danger"
                      disabled={working || !runtime}
                      aria-label={`Revoke scheduled posting on ${name}`}
                      onClick={() => revoke(row)}
                    >
                      Revoke
                    </button>
                  ) : (
                    <button
                      type="button"
                      disabled={working || !runtime || delegations === undefined}
                      aria-label={`Allow scheduled posting on ${name}`}
                      onClick={() => allow(row)}
                    >
                      Allow
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {rows.some((row) => row.delegation && row.platform === 'Farcaster') && (
            <p className="muted">
              Farcaster: revoking makes Polycast forget its key. The key stays approved for your
              Farcaster account until it is removed on-chain, which also deletes the casts it
              published.
            </p>
          )}
          {accounts.length > 0 && (
            <button
              type="button"
              disabled={busy !== null || !runtime || delegations === undefined}
              onClick={allowAll}
            >
              Allow scheduled posting on every network
            </button>
          )}
        </>
      )}
    </section>
  );
}
