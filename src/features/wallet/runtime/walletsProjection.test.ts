import { describe, expect, it } from 'vitest';
import { foldEvents } from '@/events/projection';
import type { AppEvent } from '@/events/appCatalog';
import type { WalletConnection } from '@/events/types/walletEvents';
import { connectionsToRestore, walletsProjection, type WalletsState } from './walletsProjection';

let serial = 0;
const event = (type: string, payload: unknown) =>
  ({
    id: `e${++serial}`,
    type,
    aggregateId: 'wallets',
    at: '2026-11-26T00:00:00Z',
    v: 1,
    seq: serial,
    payload,
  }) as unknown as AppEvent;

const metamask: WalletConnection = {
  family: 'evm',
  walletId: 'io.metamask',
  walletName: 'MetaMask',
  accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
};
const phantom: WalletConnection = {
  family: 'solana',
  walletId: 'Phantom',
  walletName: 'Phantom',
  accounts: ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'],
};
const fold = (...events: AppEvent[]): WalletsState =>
  foldEvents(walletsProjection, walletsProjection.initial, events);

describe('what a reload reconnects', () => {
  it('nothing before any wallet was connected', () => {
    expect(connectionsToRestore(fold())).toEqual([]);
  });

  it("each family's last connected wallet, with the accounts it gave", () => {
    const state = fold(event('WalletConnected', metamask), event('WalletConnected', phantom));
    expect(connectionsToRestore(state)).toEqual([
      { family: 'evm', connection: metamask },
      { family: 'solana', connection: phantom },
    ]);
  });

  it('not a wallet the person disconnected, here or in the wallet', () => {
    const state = fold(
      event('WalletConnected', metamask),
      event('WalletConnected', phantom),
      event('WalletDisconnected', { family: 'evm', walletId: 'io.metamask', reason: 'user' }),
      event('WalletDisconnected', { family: 'solana', walletId: 'Phantom', reason: 'wallet' }),
    );
    expect(connectionsToRestore(state)).toEqual([]);
  });

  it("the newer wallet when an older one's disconnect arrives after it", () => {
    const rabby = { ...metamask, walletId: 'io.rabby', walletName: 'Rabby' };
    const state = fold(
      event('WalletConnected', metamask),
      event('WalletConnected', rabby),
      event('WalletDisconnected', { family: 'evm', walletId: 'io.metamask', reason: 'wallet' }),
    );
    expect(connectionsToRestore(state)).toEqual([{ family: 'evm', connection: rabby }]);
  });

  it('a reconnect after a disconnect', () => {
    const state = fold(
      event('WalletConnected', metamask),
      event('WalletDisconnected', { family: 'evm', walletId: 'io.metamask', reason: 'user' }),
      event('WalletConnected', metamask),
    );
    expect(connectionsToRestore(state)).toEqual([{ family: 'evm', connection: metamask }]);
  });
});
