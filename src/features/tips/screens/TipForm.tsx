import { useId } from 'react';
import { TIP_PRESETS_USD } from '@/domain/tips/tipPresets';
import { formatUsd } from '@/domain/wallet/formatUsd';
import { shortenAddress } from '@/domain/wallet/shortenAddress';
import type { TipRecipient } from '@/domain/wallet/tipRecipient';
import type { TokenBalance } from '@/domain/wallet/walletToken';
import type { TipButtonState } from '@/domain/tips/tipButtonState';
import { TIP_ADDRESS_CHARS } from './RecipientPicker';
import { balanceText, TokenLogo } from './TokenCard';

export interface TipFormProps {
  recipient: TipRecipient | undefined;
  /** More than one address: the card opens the list (wallet.md §2.1). */
  canPickRecipient: boolean;
  onPickRecipient: () => void;
  /** The preset chosen ($), or undefined while a free amount is typed. */
  preset: number | undefined;
  onPreset: (usd: number) => void;
  amountText: string;
  onAmountText: (text: string) => void;
  onAmountFocus: () => void;
  token: TokenBalance | undefined;
  /** Still reading the wallet's tokens. */
  tokensLoading: boolean;
  /** Why the wallet's tokens could not be read. */
  tokensError: string | undefined;
  /** The token card opens the picker once the wallet's account is known. */
  canPickToken: boolean;
  onPickToken: () => void;
  chainName: string | undefined;
  /** What the amount is worth, when the token has a price. */
  totalUsd: number | undefined;
  /** Why the preset chosen has no amount (no price), when that is so. */
  priceNote?: string | undefined;
  button: TipButtonState;
  onSend: () => void;
}

/**
 * The tip form (wallet.md §2.1 /tips): recipient card, dollar presets and a
 * free amount in the token, the token card, the estimated total, and the
 * send button whose label says what is missing (§5.1).
 */
export function TipForm(props: TipFormProps) {
  const amountId = useId();
  const { recipient, token } = props;
  const recipientName = recipient
    ? (recipient.ens ?? shortenAddress(recipient.address, TIP_ADDRESS_CHARS))
    : 'No address';
  return (
    <form
      className="tip-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!props.button.disabled) props.onSend();
      }}
    >
      <button
        type="button"
        className="tip-card"
        aria-label={`Recipient: ${recipientName}`}
        aria-disabled={!props.canPickRecipient}
        onClick={() => props.canPickRecipient && props.onPickRecipient()}
      >
        <span className="tip-recipient-name">{recipientName}</span>
        {recipient && (
          <span className="muted">{shortenAddress(recipient.address, TIP_ADDRESS_CHARS)}</span>
        )}
        {recipient?.isDefault && <span className="badge">default</span>}
        {props.canPickRecipient && <span aria-hidden="true">›</span>}
      </button>

      <fieldset className="tip-presets">
        <legend>Amount</legend>
        {TIP_PRESETS_USD.map((usd) => (
          <button
            key={usd}
            type="button"
            aria-pressed={props.preset === usd}
            onClick={() => props.onPreset(usd)}
          >
            ${usd}
          </button>
        ))}
        <label htmlFor={amountId} className="visually-hidden">
          {token ? `Amount in ${token.symbol}` : 'Amount'}
        </label>
        <input
          id={amountId}
          inputMode="decimal"
          autoComplete="off"
          placeholder={token ? `Other amount in ${token.symbol}` : 'Other amount'}
          value={props.amountText}
          onFocus={props.onAmountFocus}
          onChange={(event) => props.onAmountText(event.target.value)}
        />
      </fieldset>
      {props.priceNote && (
        <p role="status" className="tip-price-note">
          {props.priceNote}
        </p>
      )}

      <button
        type="button"
        className="tip-card"
        aria-label={
          token
            ? `Token: ${token.name}${props.chainName ? ` on ${props.chainName}` : ''}, ${balanceText(token)}`
            : 'Token: choose a token'
        }
        aria-disabled={!props.canPickToken}
        onClick={() => props.canPickToken && props.onPickToken()}
      >
        {token ? (
          <>
            <TokenLogo token={token} />
            <span>
              {token.name}
              {props.chainName && <span className="muted"> · {props.chainName}</span>}
            </span>
            <span className="muted">{balanceText(token)}</span>
          </>
        ) : (
          <span className="muted">
            {props.tokensLoading ? 'Reading your tokens…' : 'Choose a token'}
          </span>
        )}
        <span aria-hidden="true">›</span>
      </button>

      {props.tokensError && (
        <p role="alert" className="form-error">
          Could not read your tokens: {props.tokensError}
        </p>
      )}

      <p className="tip-total">
        Estimated total value: {props.totalUsd === undefined ? '—' : formatUsd(props.totalUsd)}
      </p>

      <button type="submit" className="primary" disabled={props.button.disabled}>
        {props.button.label}
      </button>
    </form>
  );
}
