import { Link } from '@tanstack/react-router';
import { signedInPerson } from '../runtime/signedInPerson';
import { useAccounts } from '../hooks/useAccounts';
import { AccountAvatar } from './AccountAvatar';

/** The menu's "who is signed in": avatar, name and handle, leading to Settings › Accounts. */
export function SignedInAs({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const person = signedInPerson(useAccounts().accounts);
  if (!person) return null;
  return (
    // The name is the visible text with words around it for a screen reader ("Signed in as
    // Polly Cast @polly: your accounts"): what a speech user says aloud is what they see.
    <Link to="/settings" className="signed-in-as" onClick={onNavigate}>
      <AccountAvatar url={person.avatarUrl} name={person.name} size={32} />
      <span className="signed-in-names">
        <span className="visually-hidden">Signed in as </span>
        <span className="signed-in-name">{person.name}</span>{' '}
        <span className="muted">@{person.handle}</span>
        <span className="visually-hidden">: your accounts</span>
      </span>
    </Link>
  );
}
