import { Hono } from 'hono';
import { z } from 'zod';
import { FAULT_NETWORKS, faultConfigSchema } from '../faults/faultConfig';
import type { FaultRegistry } from '../faults/faultRegistry';

const networkSchema = z.enum(FAULT_NETWORKS);

/**
 * The sandbox's control panel: faults per network. `/health` answers 503
 * until every part is up and the manifest is written, so whoever waits on it
 * (Playwright, `ensureSandbox`) never reads a half-started sandbox.
 */
export function createAdminApi(faults: FaultRegistry, isReady: () => boolean = () => true) {
  const api = new Hono();
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
