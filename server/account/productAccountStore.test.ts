import { describe, expect, it } from 'vitest';
import { openServerDatabase } from '../storage/openServerDatabase';
import {
  createProductAccountStore,
  SESSION_IDLE_MS,
  SESSION_MAX_AGE_MS,
} from './productAccountStore';

const profile = {
  source: 'Bsky',
  profileId: 'did:plc:a',
  handle: 'a.test',
  displayName: 'A',
} as const;
const DAY = 24 * 60 * 60_000;

function setUp() {
  const db = openServerDatabase();
  let clock = 1_800_000_000_000;
  const accounts = createProductAccountStore(db, () => clock);
  return { db, accounts, advance: (ms: number) => (clock += ms) };
}

describe('Polycast sessions end', () => {
  it('after 30 days unused; each use keeps a session alive', async () => {
    const { accounts, advance } = setUp();
    const { accountId, token } = accounts.create([profile]);
    const idle = accounts.openSession(accountId);
    for (let day = 0; day < 40; day += 10) {
      advance(10 * DAY);
      expect(accounts.accountFor(token), `day ${day + 10}`).toBe(accountId);
    }
    // The other session was not used for 40 days: it ended, and stays ended.
    expect(accounts.accountFor(idle)).toBeUndefined();
    advance(-39 * DAY);
    expect(accounts.accountFor(idle)).toBeUndefined();
    expect(SESSION_IDLE_MS).toBe(30 * DAY);
  });

  it('at the latest 180 days after they began, however much they are used', () => {
    const { accounts, advance } = setUp();
    const { accountId, token } = accounts.create([profile]);
    expect(SESSION_MAX_AGE_MS).toBe(180 * DAY);
    for (let age = 20; age <= 180; age += 20) {
      advance(20 * DAY);
      expect(accounts.accountFor(token), `day ${age}`).toBe(accountId);
    }
    advance(1);
    expect(accounts.accountFor(token)).toBeUndefined();
  });

  it('their rows are swept once they ended', () => {
    const { db, accounts, advance } = setUp();
    const { accountId } = accounts.create([profile]);
    accounts.openSession(accountId);
    advance(SESSION_IDLE_MS + 1);
    accounts.sweepEndedSessions();
    expect(db.prepare('SELECT COUNT(*) AS n FROM product_sessions').get()).toEqual({ n: 0 });
  });
});

describe('signing in with a proven profile', () => {
  it('finds the account that linked one of the profiles most recently', () => {
    const { accounts, advance } = setUp();
    const older = accounts.create([profile]).accountId;
    advance(1000);
    const newer = accounts.create([{ ...profile, source: 'Farcaster', profileId: '7' }]).accountId;
    advance(1000);
    accounts.link(newer, profile);
    expect(accounts.accountLinking([profile])).toBe(newer);
    expect(accounts.accountLinking([{ source: 'Lens', profileId: '0x1' }])).toBeUndefined();
    expect(older).not.toBe(newer);
  });
});
