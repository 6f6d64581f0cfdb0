import { z } from 'zod/mini';
import type { AppEvent } from '../appCatalog';
import type { Projection } from '../projection';
import { connectedAccountSchema, type ConnectedAccount } from '../types/accountEvents';
import type { PostSource } from '@/domain/networks';

export interface AccountsState {
  /** In the order they were connected. */
  accounts: ConnectedAccount[];
  /** The Polycast account this device is signed in to, if any. */
  productAccountId: string | null;
}

const sameAccount = (a: { source: PostSource; accountId: string }) => (b: ConnectedAccount) =>
  a.source === b.source && a.accountId === b.accountId;

/** Which accounts are connected on this device, from AccountConnected / AccountDisconnected. */
export const accountsProjection: Projection<AccountsState, AppEvent> = {
  name: 'accounts',
  version: 2,
  initial: { accounts: [], productAccountId: null },
  stateSchema: z.object({
    accounts: z.array(connectedAccountSchema),
    productAccountId: z.nullable(z.string()),
  }),
  apply(state, event) {
    switch (event.type) {
      case 'AccountConnected': {
        const known = state.accounts.findIndex(sameAccount(event.payload));
        if (known === -1) return { ...state, accounts: [...state.accounts, event.payload] };
        const accounts = [...state.accounts];
        accounts[known] = event.payload; // a reconnect refreshes handle and name
        return { ...state, accounts };
      }
      case 'AccountDisconnected':
        return state.accounts.some(sameAccount(event.payload))
          ? { ...state, accounts: state.accounts.filter((a) => !sameAccount(event.payload)(a)) }
          : state;
      case 'ProductAccountJoined':
        return { ...state, productAccountId: event.payload.accountId };
      case 'ProductAccountLeft':
        return state.productAccountId === event.payload.accountId
          ? { ...state, productAccountId: null }
          : state;
      default:
        return state;
    }
  },
};

/** The sources with at least one connected account. */
export function loggedInSources(state: AccountsState): ReadonlySet<PostSource> {
  return new Set(state.accounts.map((a) => a.source));
}

/** reading.md §4.14: an account can be disconnected only while another remains. */
export function canDisconnect(state: AccountsState): boolean {
  return state.accounts.length > 1;
}
