import { z } from 'zod/mini';
import { walletFamilySchema } from '@/domain/wallet/walletToken';
import { defineEvent } from '../defineEvent';

export const WALLETS_AGGREGATE = 'wallets';

export { walletFamilySchema, type WalletFamily } from '@/domain/wallet/walletToken';

/**
 * Which wallet, as it names itself: its EIP-6963 `rdns` (EVM) or its Wallet
 * Standard name (Solana). Public addresses only: no key ever enters the log.
 */
const connection = z.object({
  family: walletFamilySchema,
  walletId: z.string().check(z.minLength(1), z.maxLength(128)),
  walletName: z.string().check(z.minLength(1), z.maxLength(64)),
  accounts: z.array(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type WalletConnection = z.infer<typeof connection>;
export const walletConnectionSchema = connection;

/** The person connected a wallet (the accounts it then gave), or it gave other accounts since. */
export const WalletConnected = defineEvent({ type: 'WalletConnected', payload: connection });

/** The person disconnected the wallet here, or in the wallet itself (it then gave no account). */
export const WalletDisconnected = defineEvent({
  type: 'WalletDisconnected',
  payload: z.object({
    family: walletFamilySchema,
    walletId: z.string().check(z.minLength(1), z.maxLength(128)),
    reason: z.enum(['user', 'wallet']),
  }),
});

export const walletDefinitions = [WalletConnected, WalletDisconnected] as const;
