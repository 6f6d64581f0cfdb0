import { useId } from 'react';
import type { EvmChain } from '@/domain/wallet/evmChains';

/** The token picker's chain selector, in the modal's header on Ethereum (wallet.md §2.1). */
export function ChainSelect(props: {
  chains: readonly EvmChain[];
  chainId: number | undefined;
  onChain: (chainId: number) => void;
}) {
  const id = useId();
  return (
    <span className="tip-chain">
      <label htmlFor={id}>Chain</label>{' '}
      <select
        id={id}
        value={props.chainId}
        onChange={(event) => props.onChain(Number(event.target.value))}
      >
        {props.chains.map((chain) => (
          <option key={chain.chainId} value={chain.chainId}>
            {chain.name}
          </option>
        ))}
      </select>
    </span>
  );
}
