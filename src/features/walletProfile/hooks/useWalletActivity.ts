import { useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '@/domain/result';
import { walletActivity } from '@/domain/wallet/walletActivity';
import type { WalletFamily } from '@/domain/wallet/walletToken';
import { readEvmActivity, readSolanaActivity } from '@/sources/chains';
import { useWalletNetworks } from './useWalletNetworks';

/** How many transactions the profile lists at most, newest first. */
export const MAX_ACTIVITY_ROWS = 50;

/**
 * The address's recent transfers on every configured chain of its family,
 * as it sees them (sent, received), newest first.
 */
export function useWalletActivity(address: string, family: WalletFamily) {
  const networks = useWalletNetworks();
  return useQuery({
    queryKey: ['wallet', 'activity', family, address],
    enabled: networks.ready,
    queryFn: async () => {
      const transfers =
        family === 'solana'
          ? networks.solanaRpc
            ? valueOrThrow(await readSolanaActivity({ rpcUrl: networks.solanaRpc, owner: address }))
            : []
          : (
              await Promise.all(
                networks.evmChains.map(async (chain) =>
                  valueOrThrow(
                    await readEvmActivity({
                      rpcUrl: chain.rpc,
                      chainId: chain.chainId,
                      owner: address,
                    }),
                  ),
                ),
              )
            ).flat();
      return walletActivity(address, transfers).slice(0, MAX_ACTIVITY_ROWS);
    },
    staleTime: 0,
  });
}
