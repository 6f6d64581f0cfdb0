import { useState } from 'react';
import { SOURCE_LABELS } from '@/domain/networks';
import { profilePath } from '@/domain/routes/appPaths';
import { shortenAddress } from '@/domain/wallet/shortenAddress';
import type { WalletRelatedProfile } from '@/domain/wallet/walletIdentity';
import { AppLink } from '@/ui/AppLink';
import { useWalletIdentity } from '../hooks/useWalletIdentity';

const RELATIONS: Record<WalletRelatedProfile['relation'], string> = {
  verified: 'verified this address',
  custody: 'custody address',
  owner: 'owned by this address',
};

/**
 * Who the address is (reading.md §2.1, §3.2): the address, shortened and
 * copyable, its ENS-type name, and the social profiles tied to it, each a
 * link to its profile page.
 */
export function WalletIdentities({ address }: { address: string }) {
  const identity = useWalletIdentity(address);
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section aria-labelledby="wallet-identities" className="wallet-section">
      <h2 id="wallet-identities">Identities</h2>
      <p className="wallet-address">
        <code title={address}>{shortenAddress(address)}</code>{' '}
        <button type="button" onClick={() => void copy()}>
          Copy address
        </button>{' '}
        {copied && (
          <span role="status">{copied === 'yes' ? 'Address copied' : 'Could not copy'}</span>
        )}
      </p>
      {identity.data?.name && (
        <p>
          Name: <strong>{identity.data.name.name}</strong>
          {identity.data.name.primary ? ' (primary)' : ''}
        </p>
      )}
      {identity.isPending && <p role="status">Looking up who holds this address…</p>}
      {identity.error && (
        <p role="alert" className="form-error">
          Profiles could not be read: {identity.error.message}
        </p>
      )}
      {identity.data &&
        (identity.data.profiles.length === 0 ? (
          <p className="muted">No Farcaster or Lens profile is tied to this address.</p>
        ) : (
          <ul aria-label="Profiles" className="wallet-profiles">
            {identity.data.profiles.map((profile) => (
              <li key={`${profile.source}:${profile.id}`}>
                <AppLink href={profilePath(profile.source, profile.id)}>
                  {profile.displayName ?? profile.handle ?? profile.id} on{' '}
                  {SOURCE_LABELS[profile.source]}
                </AppLink>{' '}
                {profile.handle && <span className="muted">@{profile.handle}</span>}{' '}
                <span className="muted">({RELATIONS[profile.relation]})</span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
