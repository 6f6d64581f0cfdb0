import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../events/appCatalog';
import { foldEvents } from '../../events/projection';
import type { ConnectedAccount } from '../../events/types/accountEvents';
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

  it('keeps its state serialisable for snapshots', () => {
    const state = run([event({ type: 'AccountConnected', payload: ada })]);
    expect(accountsProjection.stateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
});
