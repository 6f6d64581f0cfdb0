import { useState } from 'react';
import { Modal } from '../shell/Modal';

export const MIN_PASSWORD_CHARS = 8;

/**
 * composer.md §4.9, §5.6: editing a scheduled post asks for the Polycast
 * password, or to set one first. `onSubmit` answers the server's refusal
 * (shown in the dialog, which stays open) or nothing when it is done.
 */
export function PasswordDialog(props: {
  mode: 'set' | 'verify';
  onSubmit: (password: string) => Promise<string | undefined>;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const setting = props.mode === 'set';

  const submit = async () => {
    if (setting && [...password].length < MIN_PASSWORD_CHARS)
      return setProblem(`Use at least ${MIN_PASSWORD_CHARS} characters.`);
    if (setting && password !== confirm) return setProblem('The two passwords differ.');
    setBusy(true);
    setProblem(undefined);
    const refused = await props
      .onSubmit(password)
      .catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
    setBusy(false);
    if (refused) setProblem(refused);
  };

  return (
    <Modal
      title={setting ? 'Set a password' : 'Verify your password'}
      onClose={props.onClose}
      className="password-dialog"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy && password) void submit();
        }}
      >
        <p>
          {setting
            ? `Changing a scheduled post needs a Polycast password. Set one now (at least ${MIN_PASSWORD_CHARS} characters); you will be asked for it again after 30 minutes.`
            : 'Enter your Polycast password to change this scheduled post.'}
        </p>
        <label>
          {setting ? 'New password' : 'Password'}
          <input
            type="password"
            autoComplete={setting ? 'new-password' : 'current-password'}
            value={password}
            disabled={busy}
            // The dialog is opened for this: typing can start at once.
            autoFocus
            onChange={(event) => {
              setPassword(event.target.value);
              setProblem(undefined);
            }}
          />
        </label>
        {setting && (
          <label>
            Confirm password
            <input
              type="password"
              autoComplete="new-password"
              value={confirm}
              disabled={busy}
              onChange={(event) => {
                setConfirm(event.target.value);
                setProblem(undefined);
              }}
            />
          </label>
        )}
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" onClick={props.onClose}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={busy || !password}>
            {setting ? 'Set password' : 'Verify'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
