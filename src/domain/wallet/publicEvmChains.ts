import type { EvmChain } from './evmChains';

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 };

/** The public chains the app knows (wallet.md §9's tip and red packet chains start here). */
export const PUBLIC_EVM_CHAINS: readonly EvmChain[] = [
  {
    chainId: 1,
    name: 'Ethereum',
    rpc: 'https://eth.llamarpc.com',
    nativeCurrency: ether,
    explorer: 'https://etherscan.io',
  },
  {
    chainId: 8453,
    name: 'Base',
    rpc: 'https://mainnet.base.org',
    nativeCurrency: ether,
    explorer: 'https://basescan.org',
  },
  {
    chainId: 10,
    name: 'Optimism',
    rpc: 'https://mainnet.optimism.io',
    nativeCurrency: ether,
    explorer: 'https://optimistic.etherscan.io',
  },
  {
    chainId: 42161,
    name: 'Arbitrum',
    rpc: 'https://arb1.arbitrum.io/rpc',
    nativeCurrency: ether,
    explorer: 'https://arbiscan.io',
  },
  {
    chainId: 137,
    name: 'Polygon',
    rpc: 'https://polygon-rpc.com',
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    explorer: 'https://polygonscan.com',
  },
];
