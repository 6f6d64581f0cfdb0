import { Hono } from 'hono';
import { z } from 'zod';
import { FAULT_NETWORKS, faultConfigSchema } from '../faults/faultConfig';
import type { FaultRegistry } from '../faults/faultRegistry';
import type { SandboxPeople } from '../people/sandboxPeople';
import type { MarketPrices } from '../market/marketPrices';

const networkSchema = z.enum(FAULT_NETWORKS);
const usd = z.number().nonnegative().finite().nullable();
const priceChangeSchema = z
  .object({
    coins: z.record(z.string().min(1), usd).optional(),
    tokens: z
      .array(z.object({ platform: z.string().min(1), address: z.string().min(1), usd }))
      .optional(),
  })
  .strict();
const mintOptionsSchema = z.object({
  xVerified: z.boolean().optional(),
  xProtected: z.boolean().optional(),
});

/**
 * The sandbox's control panel: faults per network, and new people. `/health`
 * answers 503 until every part is up and the manifest is written, so whoever
 * waits on it (Playwright, `ensureSandbox`) never reads a half-started sandbox.
 * - `POST /people`: a new person with an account on every network (`{id,
 *   identity}`, the demo person's shape; `{xVerified: true}` makes their X
 *   account a verified one, `{xProtected: true}` a protected one); `GET /people/:id` answers it again.
 * - `GET /market/prices`: the market stand-in's prices; `PUT /market/prices`
 *   `{coins?: {id: usd | null}, tokens?: [{platform, address, usd | null}]}`
 *   changes some (null: known, without a price); `DELETE /market/prices`
 *   puts the seeded ones back. The product server keeps a price 60 s.
 */
export function createAdminApi(
  faults: FaultRegistry,
  isReady: () => boolean = () => true,
  people?: SandboxPeople,
  market?: MarketPrices,
) {
  const api = new Hono();
  if (market) {
    api.get('/market/prices', (c) => c.json(market.all()));
    api.put('/market/prices', async (c) => {
      const change = priceChangeSchema.safeParse(await c.req.json().catch(() => undefined));
      if (!change.success) {
        const issue = change.error.issues[0];
        return c.json({ error: `${issue?.path.join('.') || 'body'}: ${issue?.message}` }, 400);
      }
      market.set(change.data);
      return c.json(market.all());
    });
    api.delete('/market/prices', (c) => {
      market.reset();
      return c.json(market.all());
    });
  }
  if (people) {
    api.post('/people', async (c) => {
      const body: unknown = await c.req.json().catch(() => undefined);
      const options = mintOptionsSchema.safeParse(body ?? {});
      return c.json(await people.mint(options.success ? options.data : {}), 201);
    });
    api.get('/people/:id', (c) => {
      const identity = people.get(c.req.param('id'));
      return identity ? c.json(identity) : c.json({ error: 'No such person' }, 404);
    });
  }
  api.get('/health', (c) =>
    isReady() ? c.json({ ok: true }) : c.json({ ok: false, starting: true }, 503),
  );
  api.get('/faults', (c) => c.json(faults.all()));
  api.put('/faults/:network', async (c) => {
    const network = networkSchema.safeParse(c.req.param('network'));
    if (!network.success)
      return c.json({ error: `Unknown network; one of ${FAULT_NETWORKS.join(', ')}` }, 404);
    const body: unknown = await c.req.json().catch(() => undefined);
    const config = faultConfigSchema.safeParse(body ?? {});
    if (!config.success) {
      return c.json(
        { error: config.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') },
        400,
      );
    }
    faults.set(network.data, config.data);
    return c.json(config.data);
  });
  api.delete('/faults', (c) => {
    faults.reset();
    return c.json(faults.all());
  });
  return api;
}
