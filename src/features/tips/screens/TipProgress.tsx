/**
 * The form's sending and failed views (wallet.md §2.1, §4.1): while a tip
 * goes out, what it waits for (the wallet, the chain, or the chain coming
 * back) with a button that closes the modal, the tip carrying on; after a
 * failure, the error and a retry.
 */
export function TipSending(props: { step: string; hashUrl?: string; onClose: () => void }) {
  return (
    <div className="tip-progress">
      <p role="status">{props.step}</p>
      {props.hashUrl && (
        <p>
          <a href={props.hashUrl} target="_blank" rel="noreferrer">
            View transaction
          </a>
        </p>
      )}
      <button type="button" onClick={props.onClose}>
        Close
      </button>
    </div>
  );
}

export function TipFailedView(props: { error: string; onRetry: () => void }) {
  return (
    <div className="tip-progress">
      <p role="alert" className="form-error">
        {props.error}
      </p>
      <button type="button" className="primary" onClick={props.onRetry}>
        Retry
      </button>
    </div>
  );
}
