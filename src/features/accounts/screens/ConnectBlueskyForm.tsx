import { useState } from 'react';
import { useAccountActions } from '../hooks/useAccounts';
import { FormError } from './FormError';
import { useConnectForm } from '../hooks/useConnectForm';

/** Settings › Accounts › Bluesky: a handle and an app password. */
export function ConnectBlueskyForm() {
  const actions = useAccountActions();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const form = useConnectForm('Bluesky', () =>
    actions?.connectBluesky(identifier, password).then((result) => {
      if (result.ok) setPassword('');
      return result;
    }),
  );
  return (
    <form className="connect-form" aria-label="Connect Bluesky" onSubmit={form.submit}>
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
      <button type="submit" disabled={form.busy || !actions}>
        {form.busy ? 'Connecting…' : 'Connect Bluesky'}
      </button>
      <FormError message={form.error} />
    </form>
  );
}
