import { useState } from 'react';
import type { EvmChain } from '@/domain/wallet/evmChains';
import { formatTokenAmount } from '@/domain/wallet/formatTokenAmount';
import { formatUsd } from '@/domain/wallet/formatUsd';
import { isSmallToken, type PricedToken } from '@/domain/wallet/pricedTokens';
import { tokenKey } from '@/domain/wallet/walletToken';
import { WalletSection } from './WalletSection';

/**
 * The address's tokens with their dollar values, most valuable first; those
 * worth under $1 behind a toggle (wallet.md §2.8, §9), as in the tip picker.
 */
export function WalletTokens(props: {
  tokens: readonly PricedToken[];
  loading: boolean;
  error: string | undefined;
  chains: readonly EvmChain[];
}) {
  const [showSmall, setShowSmall] = useState(false);
  const hidden = props.tokens.filter(isSmallToken).length;
  const shown = showSmall ? props.tokens : props.tokens.filter((t) => !isSmallToken(t));
  const chainName = (chainId: number) =>
    props.chains.length > 1 ? props.chains.find((c) => c.chainId === chainId)?.name : undefined;
  return (
    <WalletSection
      id="wallet-tokens"
      title="Tokens"
      reading={props.loading ? 'Reading the balances…' : undefined}
      failure={props.error ? `Balances could not be read: ${props.error}` : undefined}
      empty={
        !props.loading && !props.error && props.tokens.length === 0
          ? 'No tokens on these chains.'
          : undefined
      }
    >
      <ul aria-label="Tokens" className="wallet-rows">
        {shown.map(({ token, usdValue }) => {
          const chain = token.family === 'evm' ? chainName(token.chainId) : undefined;
          return (
            <li key={tokenKey(token)}>
              <span>
                <strong>{token.symbol}</strong> <span className="muted">{token.name}</span>
                {chain && <span className="muted"> · {chain}</span>}
              </span>
              <span>
                {formatTokenAmount(token.balance, token.decimals)} {token.symbol}
              </span>
              <span>{usdValue === undefined ? 'No price' : formatUsd(usdValue)}</span>
            </li>
          );
        })}
      </ul>
      {hidden > 0 && (
        <label>
          <input
            type="checkbox"
            checked={showSmall}
            onChange={(event) => setShowSmall(event.target.checked)}
          />{' '}
          Show tokens worth under $1 ({hidden})
        </label>
      )}
    </WalletSection>
  );
}
