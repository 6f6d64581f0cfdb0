import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { parseJsonBody } from '../http/parseJsonBody';
import { rateLimited, type RateLimiter, type RateRule } from '../http/rateLimiter';
import { clientAddress } from '../http/requestFacts';
import { MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES } from '@/domain/accounts/password';
import { VERIFIED_FOR_MS, type PasswordOutcome, type PasswordStore } from './passwordStore';
import type { ProductAccountStore } from './productAccountStore';
import { requireProductSession, type SessionEnv } from './requireProductSession';

const password = z.string().min(1).max(MAX_PASSWORD_LENGTH);
const setSchema = z.object({ password, currentPassword: password.optional() });
const verifySchema = z.object({ password });

const NO_STORE = { 'Cache-Control': 'no-store' };

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

function answer(c: Context<SessionEnv>, outcome: PasswordOutcome) {
  switch (outcome.kind) {
    case 'ok':
      return c.json(
        {
          data: {
            isSet: true,
            verifiedUntil: outcome.verifiedUntil,
            verifiedForMs: VERIFIED_FOR_MS,
          },
        },
        200,
        NO_STORE,
      );
    case 'tooShort':
      return c.json({ error: PASSWORD_MESSAGES.tooShort }, 400);
    case 'alreadySet':
      return c.json({ error: PASSWORD_MESSAGES.alreadySet }, 409);
    case 'notSet':
      return c.json({ error: PASSWORD_MESSAGES.notSet }, 409);
    case 'wrong':
      return c.json(
        {
          error: `${PASSWORD_MESSAGES.wrong} ${outcome.triesLeft} ${outcome.triesLeft === 1 ? 'try' : 'tries'} left.`,
        },
        403,
      );
    case 'locked': {
      const wait = minutes(outcome.retryAfterMs);
      return c.json(
        {
          error: `Too many wrong passwords. Try again in ${wait} ${wait === 1 ? 'minute' : 'minutes'}.`,
        },
        429,
        { 'Retry-After': String(Math.ceil(outcome.retryAfterMs / 1000)) },
      );
    }
  }
}

/**
 * `/api/account/password` (composer.md §5.6, §6): whether the account has a
 * password, setting it (once; changing it needs the current one) and
 * verifying it, which lets this session edit scheduled posts for 30 minutes.
 * Passwords are never logged nor answered back. Setting and verifying are
 * rate-limited per account and per address: each runs scrypt on the thread
 * pool the server's DNS lookups share, so a flood of them would starve it.
 */
export function createPasswordRoutes(
  accounts: ProductAccountStore,
  passwords: PasswordStore,
  limits: {
    limiter: RateLimiter;
    passwordPerAccount: RateRule;
    passwordPerAddress: RateRule;
  },
) {
  const app = new Hono<SessionEnv>();
  app.use('/*', requireProductSession(accounts));
  const hashing = rateLimited<SessionEnv>(limits.limiter, 'password', [
    { rule: limits.passwordPerAccount, key: (c) => `account:${c.get('accountId')}` },
    { rule: limits.passwordPerAddress, key: (c) => `address:${clientAddress(c)}` },
  ]);

  app.get('/', (c) =>
    c.json(
      {
        data: {
          isSet: passwords.isSet(c.get('accountId')),
          verifiedUntil: passwords.verifiedUntil(c.get('token')),
          verifiedForMs: passwords.verifiedForMs(c.get('token')),
        },
      },
      200,
      NO_STORE,
    ),
  );

  app.post('/', hashing, async (c) => {
    const body = await parseJsonBody(c, setSchema);
    if (!body.ok) return c.json({ error: body.message }, 400);
    const { password: next, currentPassword } = body.value;
    return answer(
      c,
      await passwords.set(c.get('accountId'), c.get('token'), next, currentPassword),
    );
  });

  app.post('/verify', hashing, async (c) => {
    const body = await parseJsonBody(c, verifySchema);
    if (!body.ok) return c.json({ error: body.message }, 400);
    return answer(
      c,
      await passwords.verify(c.get('accountId'), c.get('token'), body.value.password),
    );
  });

  return app;
}
