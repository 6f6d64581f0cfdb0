import { formatTokenAmount } from '@/domain/wallet/formatTokenAmount';
import { formatUsd } from '@/domain/wallet/formatUsd';
import { shortenAddress } from '@/domain/wallet/shortenAddress';
import type { TipRecipient } from '@/domain/wallet/tipRecipient';
import type { TokenInfo } from '@/domain/wallet/walletToken';
import { TIP_ADDRESS_CHARS } from './RecipientPicker';
import { TokenLogo } from './TokenCard';

/**
 * /success (wallet.md §2.1): what was sent and to whom, 'View transaction'
 * and 'Share'.
 */
export function TipSuccess(props: {
  token: TokenInfo;
  amount: bigint;
  usd: number | undefined;
  recipient: TipRecipient;
  transactionUrl: string;
  onShare: () => void;
}) {
  const { token, recipient } = props;
  return (
    <div className="tip-success">
      <p className="tip-success-icon" aria-hidden="true">
        ✓
      </p>
      <h3>Tip sent</h3>
      <dl className="tip-card">
        <dt>Sent</dt>
        <dd>
          <TokenLogo token={token} /> {formatTokenAmount(props.amount, token.decimals)}{' '}
          {token.symbol}
          {props.usd !== undefined && <span className="muted"> ({formatUsd(props.usd)})</span>}
        </dd>
      </dl>
      <dl className="tip-card">
        <dt>To</dt>
        <dd>
          {recipient.ens ?? shortenAddress(recipient.address, TIP_ADDRESS_CHARS)}{' '}
          <span className="muted">{shortenAddress(recipient.address, TIP_ADDRESS_CHARS)}</span>
        </dd>
      </dl>
      <div className="modal-actions">
        <a className="button" href={props.transactionUrl} target="_blank" rel="noreferrer">
          View transaction
        </a>
        <button type="button" className="primary" onClick={props.onShare}>
          Share
        </button>
      </div>
    </div>
  );
}
