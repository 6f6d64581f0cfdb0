import { useId, useState } from 'react';
import { formatUsd } from '@/domain/wallet/formatUsd';
import { isSmallToken, type PricedToken } from '@/domain/wallet/pricedTokens';
import { tokenKey, type TokenBalance } from '@/domain/wallet/walletToken';
import { balanceText, TokenLogo } from './TokenCard';

/**
 * /select-token (wallet.md §2.1, §2.8): the wallet's tokens on the chain,
 * with logo, name, balance and dollar value; those worth under $1 behind a
 * toggle; on EVM a field to add a token by its address (the chain selector
 * is in the modal's header: ChainSelect). Picking one returns to the form.
 */
export function TokenPicker(props: {
  tokens: readonly PricedToken[];
  loading: boolean;
  error: string | undefined;
  chosen: TokenBalance | undefined;
  onPick: (token: TokenBalance) => void;
  /** EVM only: adds a token by its contract address; resolves with why not, or undefined. */
  onAddToken?: (address: string) => Promise<string | undefined>;
}) {
  const [showSmall, setShowSmall] = useState(false);
  const [address, setAddress] = useState('');
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string>();
  const addId = useId();
  // The chosen token is always shown, whatever it is worth.
  const small = (entry: PricedToken) =>
    isSmallToken(entry) && entry.token.address !== props.chosen?.address;
  const hidden = props.tokens.filter(small).length;
  const shown = showSmall ? props.tokens : props.tokens.filter((entry) => !small(entry));

  const add = async () => {
    if (!props.onAddToken || !address.trim()) return;
    setAdding(true);
    setAddError(await props.onAddToken(address.trim()));
    setAdding(false);
  };

  return (
    <div className="tip-tokens">
      {props.loading && <p role="status">Reading your tokens…</p>}
      {props.error && (
        <p role="alert" className="form-error">
          {props.error}
        </p>
      )}
      <ul aria-label="Tokens">
        {shown.map(({ token, usdValue }) => (
          <li key={tokenKey(token)}>
            <button
              type="button"
              aria-pressed={props.chosen ? tokenKey(props.chosen) === tokenKey(token) : false}
              onClick={() => props.onPick(token)}
            >
              <TokenLogo token={token} />
              <span>{token.name}</span> <span className="muted">{balanceText(token)}</span>{' '}
              <span>{usdValue === undefined ? 'No price' : formatUsd(usdValue)}</span>
            </button>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <label className="tip-small-toggle">
          <input
            type="checkbox"
            checked={showSmall}
            onChange={(event) => setShowSmall(event.target.checked)}
          />{' '}
          Show tokens worth under $1 ({hidden})
        </label>
      )}
      {props.onAddToken && (
        <form
          className="tip-add-token"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <label htmlFor={addId}>Add a token by its address</label>
          <input
            id={addId}
            value={address}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setAddress(event.target.value)}
          />
          <button type="submit" disabled={adding || !address.trim()}>
            Add token
          </button>
          {adding && <span role="status">Checking the address…</span>}
          {addError && (
            <p role="alert" className="form-error">
              {addError}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
