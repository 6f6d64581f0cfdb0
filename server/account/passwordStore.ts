import type { ServerDatabase } from '../storage/openServerDatabase';
import { hashPassword, passwordMatches } from './passwordHash';
import { sessionTokenHash } from './productAccountStore';
import { MIN_PASSWORD_LENGTH, passwordLength } from '@/domain/accounts/password';

/** composer.md §5.6: a verification lets this session edit scheduled posts for 30 minutes. */
export const VERIFIED_FOR_MS = 30 * 60 * 1000;
/** 5 wrong passwords within 15 minutes pause the account's tries for 15 minutes. */
export const WRONG_TRIES = { max: 5, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 } as const;

export type PasswordOutcome =
  | { kind: 'ok'; verifiedUntil: number }
  | { kind: 'tooShort' }
  | { kind: 'alreadySet' }
  | { kind: 'notSet' }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'locked'; retryAfterMs: number };

interface FailureRow {
  window_start: number;
  failures: number;
  locked_until: number | null;
}

/**
 * A Polycast account's password (composer.md §5.6, §6): set once (changed
 * only with the current one), verified by a session, which may then edit
 * scheduled posts for 30 minutes. Only a salted scrypt hash is stored; wrong
 * tries are counted per account, before the comparison, so parallel guesses
 * cannot outrun the limit.
 */
export function createPasswordStore(db: ServerDatabase, now: () => number = Date.now) {
  const statements = {
    hash: db.prepare('SELECT hash FROM account_passwords WHERE account_id = ?'),
    setHash: db.prepare(
      `INSERT INTO account_passwords (account_id, hash, set_at) VALUES (?, ?, ?)
       ON CONFLICT (account_id) DO UPDATE SET hash = excluded.hash, set_at = excluded.set_at`,
    ),
    failures: db.prepare(
      'SELECT window_start, failures, locked_until FROM password_failures WHERE account_id = ?',
    ),
    setFailures: db.prepare(
      `INSERT INTO password_failures (account_id, window_start, failures, locked_until)
       VALUES (@accountId, @windowStart, @failures, @lockedUntil)
       ON CONFLICT (account_id) DO UPDATE SET window_start = excluded.window_start,
         failures = excluded.failures, locked_until = excluded.locked_until`,
    ),
    clearFailures: db.prepare('DELETE FROM password_failures WHERE account_id = ?'),
    verifiedAt: db.prepare('SELECT verified_at FROM password_verifications WHERE token_hash = ?'),
    verified: db.prepare(
      `INSERT INTO password_verifications (token_hash, account_id, verified_at) VALUES (?, ?, ?)
       ON CONFLICT (token_hash) DO UPDATE SET verified_at = excluded.verified_at`,
    ),
    forgetVerifications: db.prepare('DELETE FROM password_verifications WHERE account_id = ?'),
    endOtherSessions: db.prepare(
      'DELETE FROM product_sessions WHERE account_id = ? AND token_hash != ?',
    ),
  };

  const storedHash = (accountId: string) =>
    (statements.hash.get(accountId) as { hash: string } | undefined)?.hash;

  const markVerified = (accountId: string, token: string) => {
    const at = now();
    statements.verified.run(sessionTokenHash(token), accountId, at);
    return at + VERIFIED_FOR_MS;
  };

  /**
   * Counts a try before it is checked; answers the lock if there is one
   * (or this try is one too many), else the failures counted so far.
   */
  const countTry = (accountId: string): { locked: number } | { failures: number } => {
    const at = now();
    const row = statements.failures.get(accountId) as FailureRow | undefined;
    if (row?.locked_until && row.locked_until > at) return { locked: row.locked_until - at };
    const fresh = !row || row.locked_until !== null || at - row.window_start > WRONG_TRIES.windowMs;
    const failures = fresh ? 1 : row.failures + 1;
    const windowStart = fresh ? at : row.window_start;
    if (failures > WRONG_TRIES.max) {
      statements.setFailures.run({
        accountId,
        windowStart,
        failures,
        lockedUntil: at + WRONG_TRIES.lockMs,
      });
      return { locked: WRONG_TRIES.lockMs };
    }
    statements.setFailures.run({ accountId, windowStart, failures, lockedUntil: null });
    return { failures };
  };

  /** After a wrong try: the fifth in the window locks. */
  const wrongTry = (accountId: string, failures: number): PasswordOutcome => {
    if (failures < WRONG_TRIES.max) return { kind: 'wrong', triesLeft: WRONG_TRIES.max - failures };
    const at = now();
    statements.setFailures.run({
      accountId,
      windowStart: at,
      failures,
      lockedUntil: at + WRONG_TRIES.lockMs,
    });
    return { kind: 'locked', retryAfterMs: WRONG_TRIES.lockMs };
  };

  /** Checks a password against the account's, with the limit on wrong tries. */
  const check = async (
    accountId: string,
    hash: string,
    password: string,
  ): Promise<PasswordOutcome | undefined> => {
    const counted = countTry(accountId);
    if ('locked' in counted) return { kind: 'locked', retryAfterMs: counted.locked };
    if (!(await passwordMatches(password, hash))) return wrongTry(accountId, counted.failures);
    statements.clearFailures.run(accountId);
    return undefined;
  };

  /** Until when this session may edit scheduled posts (epoch ms), or null. */
  const verifiedUntil = (token: string): number | null => {
    const row = statements.verifiedAt.get(sessionTokenHash(token)) as
      { verified_at: number } | undefined;
    const until = row ? row.verified_at + VERIFIED_FOR_MS : null;
    return until !== null && until > now() ? until : null;
  };

  return {
    isSet: (accountId: string): boolean => storedHash(accountId) !== undefined,

    verifiedUntil,

    /** How much longer this session may edit (ms; 0 when not verified): no clock to compare. */
    verifiedForMs: (token: string): number => {
      const until = verifiedUntil(token);
      return until === null ? 0 : until - now();
    },

    /** Whether this session verified the password within the last 30 minutes. */
    passwordCheck: (token: string): boolean => verifiedUntil(token) !== null,

    /**
     * Sets the account's password: the first time freely, afterwards only
     * with the current one. Either way this session counts as verified (it
     * just proved it knows the password) and other sessions must verify the
     * new one. A change also ends every other session of the account: someone
     * changing a password may be locking out whoever learnt the old one.
     */
    async set(
      accountId: string,
      token: string,
      password: string,
      currentPassword?: string,
    ): Promise<PasswordOutcome> {
      if (passwordLength(password) < MIN_PASSWORD_LENGTH) return { kind: 'tooShort' };
      const hash = storedHash(accountId);
      if (hash !== undefined) {
        if (currentPassword === undefined) return { kind: 'alreadySet' };
        const refused = await check(accountId, hash, currentPassword);
        if (refused) return refused;
      }
      const newHash = await hashPassword(password);
      db.transaction(() => {
        statements.setHash.run(accountId, newHash, now());
        statements.forgetVerifications.run(accountId);
        if (hash !== undefined) statements.endOtherSessions.run(accountId, sessionTokenHash(token));
      })();
      return { kind: 'ok', verifiedUntil: markVerified(accountId, token) };
    },

    /** Checks the password; when right, this session may edit for 30 minutes. */
    async verify(accountId: string, token: string, password: string): Promise<PasswordOutcome> {
      const hash = storedHash(accountId);
      if (hash === undefined) return { kind: 'notSet' };
      const refused = await check(accountId, hash, password);
      return refused ?? { kind: 'ok', verifiedUntil: markVerified(accountId, token) };
    },
  };
}

export type PasswordStore = ReturnType<typeof createPasswordStore>;
