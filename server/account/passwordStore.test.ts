import { describe, expect, it } from 'vitest';
import { openServerDatabase } from '../storage/openServerDatabase';
import { createPasswordStore, VERIFIED_FOR_MS, WRONG_TRIES } from './passwordStore';
import { createProductAccountStore, sessionTokenHash } from './productAccountStore';

const profile = {
  source: 'Bsky',
  profileId: 'did:plc:a',
  handle: 'a.test',
  displayName: 'A',
} as const;

function setUp() {
  const db = openServerDatabase();
  let clock = 1_800_000_000_000;
  const now = () => clock;
  const accounts = createProductAccountStore(db, now);
  const passwords = createPasswordStore(db, now);
  const { accountId, token } = accounts.create([profile]);
  return {
    db,
    passwords,
    accountId,
    token,
    accounts,
    advance: (ms: number) => (clock += ms),
  };
}

describe('password store', () => {
  it('sets a password once; the setting session counts as verified for 30 minutes', async () => {
    const { passwords, accountId, token, advance } = setUp();
    expect(passwords.isSet(accountId)).toBe(false);
    expect(passwords.passwordCheck(token)).toBe(false);
    expect(await passwords.set(accountId, token, 'short')).toEqual({ kind: 'tooShort' });
    const set = await passwords.set(accountId, token, 'long enough');
    expect(set).toEqual({ kind: 'ok', verifiedUntil: expect.any(Number) });
    expect(passwords.isSet(accountId)).toBe(true);
    expect(passwords.passwordCheck(token)).toBe(true);
    advance(VERIFIED_FOR_MS - 1);
    expect(passwords.passwordCheck(token)).toBe(true);
    expect(passwords.verifiedForMs(token)).toBe(1);
    advance(1);
    expect(passwords.passwordCheck(token)).toBe(false);
    expect(passwords.verifiedForMs(token)).toBe(0);
    expect(await passwords.set(accountId, token, 'another one')).toEqual({ kind: 'alreadySet' });
  });

  it('verifies per session: another session of the account is not verified by this one', async () => {
    const { passwords, accounts, accountId, token, db } = setUp();
    await passwords.set(accountId, token, 'long enough');
    const other = accounts.create([profile]).token;
    expect(passwords.passwordCheck(other)).toBe(false);
    // A second device of the same account: its own session row.
    const second = 'b'.repeat(43);
    db.prepare(
      'INSERT INTO product_sessions (token_hash, account_id, created_at) VALUES (?, ?, 0)',
    ).run(sessionTokenHash(second), accountId);
    expect(passwords.passwordCheck(second)).toBe(false);
    expect(await passwords.verify(accountId, second, 'long enough')).toMatchObject({ kind: 'ok' });
    expect(passwords.passwordCheck(second)).toBe(true);
  });

  it('answers notSet when verifying an account without a password', async () => {
    const { passwords, accountId, token } = setUp();
    expect(await passwords.verify(accountId, token, 'anything at all')).toEqual({ kind: 'notSet' });
  });

  it('changes the password only with the current one, and ends every other session of the account', async () => {
    const { passwords, accounts, accountId, token } = setUp();
    await passwords.set(accountId, token, 'first password');
    const second = accounts.openSession(accountId);
    await passwords.verify(accountId, second, 'first password');
    expect(await passwords.set(accountId, token, 'second password', 'wrong one')).toEqual({
      kind: 'wrong',
      triesLeft: WRONG_TRIES.max - 1,
    });
    // A wrong current password changes nothing: the other session lives on.
    expect(accounts.accountFor(second)).toBe(accountId);
    expect(
      await passwords.set(accountId, token, 'second password', 'first password'),
    ).toMatchObject({
      kind: 'ok',
    });
    expect(passwords.passwordCheck(token)).toBe(true);
    expect(accounts.accountFor(token)).toBe(accountId);
    // Whoever held the other session (perhaps the one who learnt the old password) is out.
    expect(accounts.accountFor(second)).toBeUndefined();
    expect(passwords.passwordCheck(second)).toBe(false);
    expect(await passwords.verify(accountId, token, 'second password')).toMatchObject({
      kind: 'ok',
    });
  });

  it('keeps the other sessions when a password is set for the first time', async () => {
    const { passwords, accounts, accountId, token } = setUp();
    const second = accounts.openSession(accountId);
    await passwords.set(accountId, token, 'first password');
    expect(accounts.accountFor(second)).toBe(accountId);
  });

  it('locks for 15 minutes after 5 wrong tries within 15 minutes, even the right password', async () => {
    const { passwords, accountId, token, advance } = setUp();
    await passwords.set(accountId, token, 'right password');
    for (let left = WRONG_TRIES.max - 1; left > 0; left--) {
      expect(await passwords.verify(accountId, token, 'wrong')).toEqual({
        kind: 'wrong',
        triesLeft: left,
      });
    }
    expect(await passwords.verify(accountId, token, 'wrong')).toEqual({
      kind: 'locked',
      retryAfterMs: WRONG_TRIES.lockMs,
    });
    advance(WRONG_TRIES.lockMs - 60_000);
    expect(await passwords.verify(accountId, token, 'right password')).toEqual({
      kind: 'locked',
      retryAfterMs: 60_000,
    });
    advance(60_000);
    expect(await passwords.verify(accountId, token, 'right password')).toMatchObject({
      kind: 'ok',
    });
    // A right password clears the count: 4 more wrong ones do not lock.
    for (let i = 0; i < WRONG_TRIES.max - 1; i++) await passwords.verify(accountId, token, 'nope');
    expect(await passwords.verify(accountId, token, 'right password')).toMatchObject({
      kind: 'ok',
    });
  });

  it('forgets wrong tries older than the 15-minute window', async () => {
    const { passwords, accountId, token, advance } = setUp();
    await passwords.set(accountId, token, 'right password');
    for (let i = 0; i < WRONG_TRIES.max - 1; i++) await passwords.verify(accountId, token, 'nope');
    advance(WRONG_TRIES.windowMs + 1);
    expect(await passwords.verify(accountId, token, 'nope')).toEqual({
      kind: 'wrong',
      triesLeft: WRONG_TRIES.max - 1,
    });
  });

  it('counts tries before comparing: parallel guesses cannot get past the limit', async () => {
    const { passwords, accountId, token } = setUp();
    await passwords.set(accountId, token, 'right password');
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => passwords.verify(accountId, token, 'guess')),
    );
    expect(outcomes.filter((o) => o.kind === 'wrong')).toHaveLength(WRONG_TRIES.max - 1);
    expect(outcomes.filter((o) => o.kind === 'locked')).toHaveLength(12 - (WRONG_TRIES.max - 1));
  });

  it('stores a salted hash only', async () => {
    const { passwords, accountId, token, db } = setUp();
    await passwords.set(accountId, token, 'long enough');
    const rows = db.prepare('SELECT * FROM account_passwords').all();
    expect(JSON.stringify(rows)).not.toContain('long enough');
    expect(JSON.stringify(db.prepare('SELECT * FROM password_verifications').all())).not.toContain(
      token,
    );
  });
});
