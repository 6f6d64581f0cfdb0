import { useAccountActions } from '../../app/accounts/useAccounts';

/** Settings › Accounts › X: X signs in on its own site and sends the browser back here. */
export function ConnectXButton() {
  const actions = useAccountActions();
  return (
    <div className="connect-form">
      <button type="button" disabled={!actions} onClick={() => actions?.startX()}>
        Connect X
      </button>
    </div>
  );
}
