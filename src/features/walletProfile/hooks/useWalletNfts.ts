import { useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '@/domain/result';
import type { WalletFamily } from '@/domain/wallet/walletToken';
import { readEvmNfts } from '@/sources/chains';
import { useWalletNetworks } from './useWalletNetworks';

/** The ERC-721 tokens the address holds on every configured EVM chain (none read on Solana). */
export function useWalletNfts(address: string, family: WalletFamily) {
  const networks = useWalletNetworks();
  return useQuery({
    queryKey: ['wallet', 'nfts', address, networks.evmChains.map((c) => c.chainId)],
    enabled: networks.ready && family === 'evm',
    queryFn: async () =>
      (
        await Promise.all(
          networks.evmChains.map(async (chain) =>
            valueOrThrow(
              await readEvmNfts({ rpcUrl: chain.rpc, chainId: chain.chainId, owner: address }),
            ),
          ),
        )
      ).flat(),
    staleTime: 30_000,
  });
}
