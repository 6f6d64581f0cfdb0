import type { TipReport } from '@/domain/wallet/tipReport';
import { unitsToDecimal } from '@/domain/wallet/decimalAmount';
import { NATIVE_TOKEN } from '@/domain/wallet/walletToken';
import type { LoggedTip } from '../machines/tipPorts';

/**
 * wallet.md §7.1's report of a confirmed tip: who (the reader's account on
 * the tipped profile's network, else the sending address; the tipped
 * profile as `source:id`), the chain (its id as a string; Solana's 0), the
 * amount in the token's units, and the transaction.
 */
export function tipReportOf(
  tip: LoggedTip,
  hash: string,
  options: { fromAccountId: string | undefined; chainName: string },
): TipReport {
  return {
    from_account_id: options.fromAccountId ?? tip.from,
    to_account_id: `${tip.profile.source}:${tip.profile.id}`,
    from_address: tip.from,
    to_address: tip.recipient.address,
    chain_id: String(tip.token.chainId),
    chain_name: options.chainName,
    amount: unitsToDecimal(BigInt(tip.amount), tip.token.decimals),
    token_symbol: tip.token.symbol,
    token_icon: tip.token.logoUrl ?? '',
    token_address: tip.token.address,
    token_type: tip.token.address === NATIVE_TOKEN ? 'native_token' : 'erc20',
    tip_memos: '',
    tx_hash: hash,
    source: 'web',
  };
}
