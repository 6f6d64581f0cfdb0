import { Link } from '@tanstack/react-router';
import { POST_SOURCES, SOURCE_LABELS, SOURCE_SLUGS, type PostSource } from '@/domain/networks';
import { useAccounts } from '@/features/accounts';
import { ScreenFrame } from '@/ui/ScreenFrame';
import { ProfileScreen } from './ProfileScreen';
import './profile.css';

/**
 * `/profile` and `/profile/{source}`: the person's own profile, as the
 * account connected on that network shows to others (the first network
 * they are connected to when none is named), with a way to their profile on
 * each other network they are connected to.
 */
export function OwnProfileScreen({ source }: { source?: PostSource }) {
  const { accounts } = useAccounts();
  const connected = POST_SOURCES.filter((s) => accounts.some((a) => a.source === s));
  const shown = source ?? connected[0];
  const account = shown && accounts.find((a) => a.source === shown);
  if (!shown || !account) {
    const where = shown ? `a ${SOURCE_LABELS[shown]} account` : 'an account';
    return (
      <ScreenFrame title={shown ? `Your profile on ${SOURCE_LABELS[shown]}` : 'Your profile'}>
        <p className="timeline-empty">
          Connect {where} in <Link to="/settings">Settings</Link> to see your profile here.
        </p>
      </ScreenFrame>
    );
  }
  return (
    <>
      {connected.length > 1 && (
        <nav className="profile-networks" aria-label="Your profiles">
          {connected.map((network) => (
            <Link
              key={network}
              to="/profile/$source"
              params={{ source: SOURCE_SLUGS[network] }}
              aria-current={network === shown ? 'page' : undefined}
            >
              {SOURCE_LABELS[network]}
            </Link>
          ))}
        </nav>
      )}
      <ProfileScreen source={shown} id={account.accountId} />
    </>
  );
}
