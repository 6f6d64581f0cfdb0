import { useQuery } from '@tanstack/react-query';
import type { EvmChain } from '@/domain/wallet/evmChains';
import type { TipRecipient } from '@/domain/wallet/tipRecipient';
import { tokenKey, type TokenBalance, type WalletFamily } from '@/domain/wallet/walletToken';
import { estimateEvmTransferFee, lacksGas } from '@/sources/chains';

/**
 * Whether the sender can pay for the transfer's gas (wallet.md §5.1: EVM
 * only; Solana's fee is a small default). True until the estimate is known,
 * so the button waits for the chain's word before saying 'insufficient gas'.
 */
export function useTipGas(options: {
  family: WalletFamily;
  evmChain: EvmChain | undefined;
  sender: string | undefined;
  recipient: TipRecipient | undefined;
  token: TokenBalance | undefined;
  amount: bigint | undefined;
  nativeBalance: bigint | undefined;
}): boolean {
  const { family, evmChain, sender, recipient, token, amount } = options;
  const fee = useQuery({
    queryKey: [
      'wallet',
      'tipFee',
      token && tokenKey(token),
      sender,
      recipient?.address,
      String(amount),
    ],
    enabled: family === 'evm' && !!evmChain && !!token && !!sender && !!recipient && !!amount,
    queryFn: async () => {
      const result = await estimateEvmTransferFee({
        rpcUrl: evmChain?.rpc ?? '',
        from: sender ?? '',
        token: token as TokenBalance,
        recipient: recipient?.address ?? '',
        amount: amount ?? 0n,
      });
      return result.ok ? result.value.fee : null;
    },
  });
  return (
    family === 'solana' ||
    !fee.data ||
    !token ||
    !lacksGas({
      nativeBalance: options.nativeBalance ?? 0n,
      fee: fee.data,
      token,
      amount: amount ?? 0n,
    })
  );
}
