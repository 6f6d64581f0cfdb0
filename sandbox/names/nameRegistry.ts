import { Hono } from 'hono';
import { z } from 'zod';

/** One ENS-type name and the address it resolves to. */
export interface RegisteredName {
  address: string;
  name: string;
  /** The address's primary (reverse) name. */
  primary: boolean;
}

const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

/**
 * The sandbox's stand-in for an ENS-type name service (there is no ENS
 * here): `GET /sandbox/names/:address` answers the name an address goes by,
 * `{address, name, primary}` (its primary name when it has one), or 404.
 * Addresses compare without case.
 */
export function createNameRegistry(names: readonly RegisteredName[]) {
  const api = new Hono();
  api.get('/sandbox/names/:address', (c) => {
    const address = addressSchema.safeParse(c.req.param('address'));
    if (!address.success) return c.json({ error: 'address: not an EVM address' }, 400);
    const wanted = address.data.toLowerCase();
    const held = names.filter((n) => n.address.toLowerCase() === wanted);
    const shown = held.find((n) => n.primary) ?? held[0];
    if (!shown) return c.json({ error: 'No name for this address' }, 404);
    return c.json({ address: shown.address, name: shown.name, primary: shown.primary });
  });
  return api;
}
