import { shortenAddress } from '@/domain/wallet/shortenAddress';
import type { TipRecipient } from '@/domain/wallet/tipRecipient';
import { addressUrl } from '../runtime/explorerLinks';

/** Tip wallet addresses keep 8 characters on each side (wallet.md §9). */
export const TIP_ADDRESS_CHARS = 8;

/**
 * /select-recipient (wallet.md §2.1): a warning, then each of the person's
 * addresses with its name, shortened address, a 'default' badge and a link
 * to the block explorer. Picking one returns to the form.
 */
export function RecipientPicker(props: {
  recipients: readonly TipRecipient[];
  chosen: TipRecipient | undefined;
  /** The block explorer of the recipients' chain, when it has one. */
  explorer: string | undefined;
  onPick: (recipient: TipRecipient) => void;
}) {
  return (
    <div className="tip-recipients">
      <p role="note" className="tip-warning">
        A tip cannot be taken back. Check that the address is theirs before you send.
      </p>
      <ul aria-label="Addresses">
        {props.recipients.map((recipient) => {
          const short = shortenAddress(recipient.address, TIP_ADDRESS_CHARS);
          const explorer = addressUrl(props.explorer, recipient.address);
          return (
            <li key={`${recipient.networkType}:${recipient.address}`}>
              <button
                type="button"
                aria-pressed={props.chosen?.address === recipient.address}
                onClick={() => props.onPick(recipient)}
              >
                <span className="tip-recipient-name">{recipient.ens ?? short}</span>{' '}
                <span className="muted">{short}</span>
                {recipient.isDefault && <span className="badge">default</span>}
              </button>
              <a href={explorer} target="_blank" rel="noreferrer">
                View {short}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
