import { createHash } from 'node:crypto';
import type { Env, Hono } from 'hono';
import { z } from 'zod';
import type { XState } from './xState';

const ACCESS_TOKEN_SECONDS = 7200;

/**
 * OAuth 2.0 authorization code with PKCE, as X runs it. The sandbox consents
 * at once, for the user named by `login_hint` (or the demo user).
 */
export function mountXOAuth<E extends Env>(app: Hono<E>, state: XState, demoUsername: string) {
  app.get('/i/oauth2/authorize', (c) => {
    const query = z
      .object({
        response_type: z.literal('code'),
        client_id: z.string().min(1),
        redirect_uri: z.string().url(),
        state: z.string().min(1),
        code_challenge: z.string().min(43),
        code_challenge_method: z.literal('S256'),
        scope: z.string().min(1),
        login_hint: z.string().optional(),
      })
      .safeParse(c.req.query());
    if (!query.success)
      return c.json(
        { error: 'invalid_request', error_description: query.error.issues[0]?.message },
        400,
      );
    const user = state.userByName(query.data.login_hint ?? demoUsername);
    if (!user) return c.json({ error: 'access_denied', error_description: 'unknown user' }, 400);
    const code = state.token();
    state.codes.set(code, {
      userId: user.id,
      challenge: query.data.code_challenge,
      redirectUri: query.data.redirect_uri,
      clientId: query.data.client_id,
    });
    const target = new URL(query.data.redirect_uri);
    target.searchParams.set('state', query.data.state);
    target.searchParams.set('code', code);
    return c.redirect(target.toString(), 302);
  });

  app.post('/2/oauth2/token', async (c) => {
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const issue = (userId: string) => {
      const access = state.token();
      const refresh = state.token();
      state.tokens.set(access, { userId, expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000 });
      state.refreshTokens.set(refresh, userId);
      return c.json({
        token_type: 'bearer',
        expires_in: ACCESS_TOKEN_SECONDS,
        access_token: access,
        scope: 'tweet.read tweet.write users.read media.write offline.access',
        refresh_token: refresh,
      });
    };
    if (form.grant_type === 'authorization_code') {
      const grant = form.code ? state.codes.get(form.code) : undefined;
      if (!grant || grant.redirectUri !== form.redirect_uri || !form.code_verifier) {
        return c.json(
          {
            error: 'invalid_request',
            error_description: 'Value passed for the authorization code was invalid.',
          },
          400,
        );
      }
      const challenge = createHash('sha256').update(form.code_verifier).digest('base64url');
      if (challenge !== grant.challenge) {
        return c.json(
          { error: 'invalid_grant', error_description: 'code_verifier does not match' },
          400,
        );
      }
      state.codes.delete(form.code ?? '');
      return issue(grant.userId);
    }
    if (form.grant_type === 'refresh_token') {
      const userId = form.refresh_token ? state.refreshTokens.get(form.refresh_token) : undefined;
      if (!userId)
        return c.json(
          {
            error: 'invalid_request',
            error_description: 'Value passed for the token was invalid.',
          },
          400,
        );
      state.refreshTokens.delete(form.refresh_token ?? '');
      return issue(userId);
    }
    return c.json({ error: 'unsupported_grant_type' }, 400);
  });
}
