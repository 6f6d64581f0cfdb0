import { useState, type FormEvent } from 'react';
import { useAccountActions } from '../../app/accounts/useAccounts';
import { toasts } from '../../app/toasts/toastStore';

/** Settings › Accounts › Bluesky: a handle and an app password. */
export function ConnectBlueskyForm() {
  const actions = useAccountActions();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    void actions
      .connectBluesky(identifier, password)
      .then((result) => {
        if (result.ok) {
          setPassword('');
          setIdentifier('');
          toasts.show(`Connected @${result.account.handle} on Bluesky.`);
        } else {
          setError(result.message);
        }
      })
      .finally(() => setBusy(false));
  };

  return (
    <form className="connect-form" aria-label="Connect Bluesky" onSubmit={submit}>
      <label>
        Bluesky handle
        <input
          name="bsky-handle"
          autoComplete="username"
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          required
        />
      </label>
      <label>
        App password
        <input
          name="bsky-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      </label>
      <button type="submit" disabled={busy || !actions.ready}>
        {busy ? 'Connecting…' : 'Connect Bluesky'}
      </button>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </form>
  );
}
