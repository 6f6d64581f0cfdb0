import { z } from 'zod/mini';
import type { AppEvent } from '@/events/appCatalog';
import type { Projection } from '@/events/projection';
import {
  walletConnectionSchema,
  type WalletConnection,
  type WalletFamily,
} from '@/events/types/walletEvents';

/** The wallet the person left connected, per chain family (one each). */
export interface WalletsState {
  evm: WalletConnection | null;
  solana: WalletConnection | null;
}

/** Which wallets the person connected and has not disconnected, from the log. */
export const walletsProjection: Projection<WalletsState, AppEvent> = {
  name: 'wallets',
  version: 1,
  initial: { evm: null, solana: null },
  stateSchema: z.object({
    evm: z.nullable(walletConnectionSchema),
    solana: z.nullable(walletConnectionSchema),
  }),
  apply(state, event) {
    switch (event.type) {
      case 'WalletConnected':
        return { ...state, [event.payload.family]: event.payload };
      case 'WalletDisconnected': {
        const current = state[event.payload.family];
        // A late disconnect of another wallet leaves the newer connection alone.
        if (current?.walletId !== event.payload.walletId) return state;
        return { ...state, [event.payload.family]: null };
      }
      default:
        return state;
    }
  },
};

/** What to reconnect silently after a reload: each remembered wallet, by family. */
export function connectionsToRestore(
  state: WalletsState,
): { family: WalletFamily; connection: WalletConnection }[] {
  return (['evm', 'solana'] as const).flatMap((family) => {
    const connection = state[family];
    return connection ? [{ family, connection }] : [];
  });
}
