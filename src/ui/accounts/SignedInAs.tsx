import { Link } from '@tanstack/react-router';
import { signedInPerson } from '../../app/accounts/signedInPerson';
import { useAccounts } from '../../app/accounts/useAccounts';
import { AccountAvatar } from './AccountAvatar';

/** The menu's "who is signed in": avatar, name and handle, leading to Settings › Accounts. */
export function SignedInAs({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const person = signedInPerson(useAccounts().accounts);
  if (!person) return null;
  return (
    <Link
      to="/settings"
      className="signed-in-as"
      aria-label={`Signed in as ${person.name} (@${person.handle}): your accounts`}
      onClick={onNavigate}
    >
      <AccountAvatar url={person.avatarUrl} name={person.name} size={32} />
      <span className="signed-in-names">
        <span className="signed-in-name">{person.name}</span>
        <span className="muted">@{person.handle}</span>
      </span>
    </Link>
  );
}
