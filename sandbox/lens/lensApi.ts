import { execute, getOperationAST } from 'graphql';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { z } from 'zod';
import { createAccountQueries } from './lensAccountQueries';
import { createLensAuth } from './lensAuth';
import { createGroupQueries } from './lensGroupQueries';
import { createLensMutations } from './lensMutations';
import { createNotificationQueries } from './lensNotificationQueries';
import { createPostQueries } from './lensPostQueries';
import { createReferenceQueries } from './lensReferenceQueries';
import { lensSchema } from './lensSchema';
import type { LensStore } from './lensStore';
import { createLensViews, type LensContext } from './lensViews';
import { createValidatedDocuments } from './validatedDocuments';

const bodySchema = z.object({
  query: z.string(),
  variables: z.record(z.string(), z.unknown()).optional(),
  operationName: z.string().optional(),
});

const expireSchema = z.object({ accessToken: z.string().min(1) });

/**
 * The Lens v3 GraphQL API over a store; `gateway` turns lens:// URIs into
 * fetchable URLs; `now` is the clock tokens live by.
 */
export function createLensApi(
  store: LensStore,
  gateway: (uri: string) => string,
  now: () => number = Date.now,
) {
  const auth = createLensAuth(store, now);
  const queries = {
    ...createPostQueries(store),
    ...createReferenceQueries(store),
    ...createAccountQueries(store),
    ...createGroupQueries(store),
    ...createNotificationQueries(store),
  };
  const mutations = createLensMutations(store, auth);
  const validated = createValidatedDocuments(lensSchema);

  const app = new Hono();
  // The Lens API answers browsers from any origin.
  app.use('*', cors());
  app.get('/health', (c) => c.json({ ok: true }));
  // Where another service reads the keys ID tokens are signed with.
  app.get('/.well-known/jwks.json', (c) => c.json(auth.jwks()));
  // Sandbox only: an access token whose time has run out, without waiting for it.
  app.post('/sandbox/sessions/expire', async (c) => {
    const body = expireSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return c.json({ error: 'Expected { accessToken }' }, 400);
    return auth.expire(body.data.accessToken)
      ? c.json({ expired: true })
      : c.json({ error: 'Unknown access token' }, 404);
  });
  // Sandbox only: the reports filed (`reportPost`), which the real Lens keeps to itself.
  app.get('/sandbox/reports', (c) => c.json({ reports: [...store.reports.values()] }));
  app.post('/graphql', async (c) => {
    const body = bodySchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success)
      return c.json({ errors: [{ message: 'Expected a JSON body with a query' }] }, 400);
    const { query, variables, operationName } = body.data;
    const prepared = validated(query);
    if (!prepared.ok) return c.json({ errors: prepared.errors });
    const { document } = prepared;
    // Query and Mutation both have a `post` field: each operation type gets its own root.
    const operation = getOperationAST(document, operationName);
    const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const account = auth.session(token);
    const context: LensContext = {
      ...(account ? { account } : {}),
      views: createLensViews(store, gateway, account),
    };
    const result = await execute({
      schema: lensSchema,
      document,
      rootValue: operation?.operation === 'mutation' ? mutations : queries,
      contextValue: context,
      variableValues: variables,
      operationName,
    });
    return c.json(result);
  });
  return app;
}
