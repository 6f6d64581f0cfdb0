import { useId, useState } from 'react';
import { Modal } from '@/ui/Modal';
import { MIN_PASSWORD_LENGTH, newPasswordProblem } from '@/domain/accounts/password';
import { focusOnMount } from '@/ui/focusOnMount';

/** Verifying needs something typed. */
const ENTER_PASSWORD = 'Enter your password.';

/**
 * composer.md §4.9, §5.6: editing a scheduled post asks for the Polycast
 * password, or to set one first. Setting one is possible only once it has
 * at least 8 characters and the confirmation matches; until then a line
 * under the fields says what is missing (the button's description).
 * `onSubmit` answers the server's refusal (shown in the dialog, which
 * stays open) or nothing when it is done.
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
  const missingId = useId();
  const setting = props.mode === 'set';
  // What is missing before the button can be used (shown inline while the button is off).
  const missing = setting
    ? newPasswordProblem(password, confirm)
    : password
      ? undefined
      : ENTER_PASSWORD;

  const submit = async () => {
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
          if (!busy && missing === undefined) void submit();
        }}
      >
        <p>
          {setting
            ? `Changing a scheduled post needs a Polycast password. Set one now (at least ${MIN_PASSWORD_LENGTH} characters); you will be asked for it again after 30 minutes.`
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
            ref={focusOnMount}
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
        {missing !== undefined && (
          <p id={missingId} className="form-hint" aria-live="polite">
            {missing}
          </p>
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
          <button
            type="submit"
            className="primary"
            disabled={busy || missing !== undefined}
            aria-describedby={missing !== undefined ? missingId : undefined}
          >
            {setting ? 'Set password' : 'Verify'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
