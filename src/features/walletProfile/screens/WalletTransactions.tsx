import { useEffect, useRef } from 'react';
import type { EvmChain } from '@/domain/wallet/evmChains';
import { formatTokenAmount } from '@/domain/wallet/formatTokenAmount';
import { shortenAddress } from '@/domain/wallet/shortenAddress';
import type { WalletActivity } from '@/domain/wallet/walletActivity';
import { NATIVE_TOKEN, tokenKey, type TokenInfo } from '@/domain/wallet/walletToken';
import { useWalletActivity } from '../hooks/useWalletActivity';
import { WalletSection } from './WalletSection';
import type { WalletFamily } from '@/domain/wallet/walletToken';

/** wallet.md §9: an unknown token is read with 18 decimals. */
const DEFAULT_DECIMALS = 18;

/** The symbol and decimals of what a transfer moved, from the token list or the chain. */
function tokenOf(row: WalletActivity, known: readonly TokenInfo[], chains: readonly EvmChain[]) {
  const listed = known.find(
    (t) =>
      tokenKey(t) === tokenKey({ family: row.family, chainId: row.chainId, address: row.token }),
  );
  if (listed) return listed;
  if (row.token === NATIVE_TOKEN) {
    const chain = chains.find((c) => c.chainId === row.chainId);
    if (row.family === 'solana') return { symbol: 'SOL', decimals: 9 };
    if (chain) return chain.nativeCurrency;
  }
  return { symbol: shortenAddress(row.token), decimals: DEFAULT_DECIMALS };
}

const VERBS = { sent: 'Sent', received: 'Received', self: 'Moved' } as const;
const PREPOSITIONS = { sent: 'to', received: 'from', self: 'to' } as const;

/**
 * The address's recent transactions (reading.md §2.1's wallet profile),
 * newest first: direction, amount and token, the other side (shortened) and
 * the hash. The one `highlight` names is marked and scrolled to.
 */
export function WalletTransactions(props: {
  address: string;
  family: WalletFamily;
  known: readonly TokenInfo[];
  chains: readonly EvmChain[];
  highlight: string | undefined;
}) {
  const activity = useWalletActivity(props.address, props.family);
  const marked = useRef<HTMLLIElement>(null);
  const found = activity.data?.some((row) => row.hash === props.highlight) ?? false;
  useEffect(() => {
    if (found) marked.current?.scrollIntoView({ block: 'center' });
  }, [found]);
  const chainName = (chainId: number) =>
    props.chains.length > 1 ? props.chains.find((c) => c.chainId === chainId)?.name : undefined;
  return (
    <WalletSection
      id="wallet-transactions"
      title="Transactions"
      reading={activity.isPending ? 'Reading the transactions…' : undefined}
      failure={
        activity.error ? `Transactions could not be read: ${activity.error.message}` : undefined
      }
      empty={activity.data?.length === 0 ? 'No recent transactions.' : undefined}
    >
      <ul aria-label="Transactions" className="wallet-rows wallet-transactions">
        {activity.data?.map((row) => {
          const token = tokenOf(row, props.known, props.chains);
          const here = row.hash === props.highlight;
          const chain = row.family === 'evm' ? chainName(row.chainId) : undefined;
          return (
            <li
              key={`${row.chainId}:${row.hash}:${row.index}`}
              ref={here ? marked : undefined}
              aria-current={here ? 'true' : undefined}
              className={here ? 'wallet-highlight' : undefined}
            >
              <span>
                {VERBS[row.direction]} {formatTokenAmount(row.amount, token.decimals)}{' '}
                {token.symbol} {PREPOSITIONS[row.direction]}{' '}
                <code title={row.counterparty}>{shortenAddress(row.counterparty)}</code>
                {row.failed && ' (failed)'}
                {chain && <span className="muted"> · {chain}</span>}
              </span>
              {row.time !== undefined && (
                <time className="muted" dateTime={new Date(row.time * 1000).toISOString()}>
                  {new Date(row.time * 1000).toLocaleString()}
                </time>
              )}
              <code className="wallet-hash">{row.hash}</code>
            </li>
          );
        })}
      </ul>
    </WalletSection>
  );
}
