import { formatTokenAmount } from '@/domain/wallet/formatTokenAmount';
import type { TokenBalance } from '@/domain/wallet/walletToken';

/** A token's logo, or its symbol's first letter where it has none. */
export function TokenLogo({ token }: { token: Pick<TokenBalance, 'logoUrl' | 'symbol'> }) {
  return token.logoUrl ? (
    <img className="token-logo" src={token.logoUrl} alt="" width={28} height={28} />
  ) : (
    <span className="token-logo token-logo-letter" aria-hidden="true">
      {token.symbol.slice(0, 1)}
    </span>
  );
}

/** 'balance 1.5 ETH' (wallet.md §2.1's token card). */
export const balanceText = (token: TokenBalance) =>
  `balance ${formatTokenAmount(token.balance, token.decimals)} ${token.symbol}`;
