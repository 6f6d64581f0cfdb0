import { NATIVE_TOKEN, SOLANA_CHAIN_ID, type TokenInfo } from '@/domain/wallet/walletToken';
import { PRICE_PLATFORMS } from '../../server/wallet/pricePlatforms';
import { SANDBOX_EVM_TOKENS } from '../evm/deployContracts';
import type { SandboxManifest } from '../manifest';
import { SANDBOX_TOKEN } from '../solana/seedSolana';
import type { MarketSeed } from './marketPrices';

/** The chains and tokens of a running sandbox, as its manifest names them. */
type SandboxChains = Pick<SandboxManifest, 'evm' | 'solana'>;

const evmChains = (manifest: SandboxChains) => [manifest.evm, manifest.evm.other];

/**
 * The sandbox's multi-chain token list (wallet.md §7.2): on each anvil
 * chain ETH, sDAI (18 decimals) and sUSDC (6); on Solana SOL and the sUSDC
 * mint; each with a logo the market stand-in serves at `logos`. Addresses
 * come from the manifest (a mint added there is added here).
 */
export function sandboxTokenList(manifest: SandboxChains, logos: string): TokenInfo[] {
  const logo = (symbol: string) => `${logos}/logos/${symbol}.svg`;
  const evm = evmChains(manifest).flatMap((chain): TokenInfo[] => [
    {
      family: 'evm',
      chainId: chain.chainId,
      address: NATIVE_TOKEN,
      symbol: 'ETH',
      name: 'Ether',
      decimals: 18,
      logoUrl: logo('ETH'),
    },
    ...(['token18', 'token6'] as const).map((key): TokenInfo => ({
      family: 'evm',
      chainId: chain.chainId,
      address: chain.contracts[key],
      ...SANDBOX_EVM_TOKENS[key],
      logoUrl: logo(SANDBOX_EVM_TOKENS[key].symbol),
    })),
  ]);
  return [
    ...evm,
    {
      family: 'solana',
      chainId: SOLANA_CHAIN_ID,
      address: NATIVE_TOKEN,
      symbol: 'SOL',
      name: 'Solana',
      decimals: 9,
      logoUrl: logo('SOL'),
    },
    {
      family: 'solana',
      chainId: SOLANA_CHAIN_ID,
      address: manifest.solana.mint,
      ...SANDBOX_TOKEN,
      logoUrl: logo(SANDBOX_TOKEN.symbol),
    },
  ];
}

/** The platform a sandbox chain is priced under (server/wallet/pricePlatforms.ts). */
const platformOf = (chainId: number) => {
  const platform = PRICE_PLATFORMS[chainId];
  if (!platform) throw new Error(`no price platform for chain ${chainId}`);
  return platform.platform;
};

/**
 * The prices the market stand-in starts with: ETH $3,000 and SOL $150;
 * sUSDC $1 everywhere; sDAI $0.00002 on the main chain (10,000 of it is
 * worth 20 cents: a holding under $1, hidden behind the toggle, wallet.md
 * §9) and no price at all on the second chain.
 */
export function sandboxMarketSeed(manifest: SandboxChains): MarketSeed {
  const main = manifest.evm;
  const other = manifest.evm.other;
  return {
    coins: { ethereum: 3000, solana: 150 },
    tokens: [
      { platform: platformOf(main.chainId), address: main.contracts.token6, usd: 1 },
      { platform: platformOf(main.chainId), address: main.contracts.token18, usd: 0.00002 },
      { platform: platformOf(other.chainId), address: other.contracts.token6, usd: 1 },
      { platform: platformOf(SOLANA_CHAIN_ID), address: manifest.solana.mint, usd: 1 },
    ],
  };
}
