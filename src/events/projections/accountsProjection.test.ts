import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../appCatalog';
import { foldEvents } from '../projection';
import type { ConnectedAccount } from '../types/accountEvents';
import { accountsProjection, canDisconnect, loggedInSources } from './accountsProjection';

let seq = 0;
const event = (e: Pick<AppEvent, 'type' | 'payload'>): AppEvent =>
  ({ ...e, seq: ++seq, id: `e${seq}`, aggregateId: 'accounts', v: 1, at: seq }) as AppEvent;

const ada: ConnectedAccount = {
  source: 'Bsky',
  accountId: 'did:plc:ada',
  handle: 'ada.test',
  displayName: 'Ada',
  via: 'signIn',
};
const fid: ConnectedAccount = { ...ada, source: 'Farcaster', accountId: '7', handle: 'ada' };

const run = (events: AppEvent[]) =>
  foldEvents(accountsProjection, accountsProjection.initial, events);

describe('accountsProjection', () => {
  it('lists connected accounts in order and refreshes one connected again', () => {
    const state = run([
      event({ type: 'AccountConnected', payload: ada }),
      event({ type: 'AccountConnected', payload: fid }),
      event({ type: 'AccountConnected', payload: { ...ada, displayName: 'Ada L.' } }),
    ]);
    expect(state.accounts).toEqual([{ ...ada, displayName: 'Ada L.' }, fid]);
    expect(loggedInSources(state)).toEqual(new Set(['Bsky', 'Farcaster']));
  });

  it('removes a disconnected account only', () => {
    const state = run([
      event({ type: 'AccountConnected', payload: ada }),
      event({ type: 'AccountConnected', payload: fid }),
      event({
        type: 'AccountDisconnected',
        payload: { source: 'Bsky', accountId: 'did:plc:ada', reason: 'user' },
      }),
    ]);
    expect(state.accounts).toEqual([fid]);
    expect(canDisconnect(state)).toBe(false);
  });

  it('follows the Polycast account this device joins and leaves, ignoring a stale leave', () => {
    const first = '0b8a5f43-7f0e-4f43-9d6c-1f2a3b4c5d6e';
    const second = '5c3e1a2b-9d8f-4e7a-8b6c-0a1b2c3d4e5f';
    const joined = run([event({ type: 'ProductAccountJoined', payload: { accountId: first } })]);
    expect(joined.productAccountId).toBe(first);
    const left = run([
      event({ type: 'ProductAccountJoined', payload: { accountId: first } }),
      event({ type: 'ProductAccountJoined', payload: { accountId: second } }),
      event({ type: 'ProductAccountLeft', payload: { accountId: first, reason: 'user' } }),
    ]);
    expect(left.productAccountId).toBe(second);
    const gone = run([
      event({ type: 'ProductAccountJoined', payload: { accountId: second } }),
      event({
        type: 'ProductAccountLeft',
        payload: { accountId: second, reason: 'sessionRefused' },
      }),
    ]);
    expect(gone.productAccountId).toBeNull();
  });

  it('keeps its state serialisable for snapshots', () => {
    const state = run([event({ type: 'AccountConnected', payload: ada })]);
    expect(accountsProjection.stateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
});
