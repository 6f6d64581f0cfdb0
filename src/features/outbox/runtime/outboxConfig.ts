import { z } from 'zod/mini';
import { openKeyValueDatabase } from '@/events/idb/keyValueDatabase';

/**
 * Where a context with no page (the sync worker, the service worker) finds
 * the outbox: the log's database, the product API and this browser's viewer
 * id (which names the device's theme on the server, and authorises nothing).
 * The page writes it on start; nothing here is a secret.
 */
export const outboxConfigSchema = z.object({
  databaseName: z.string().check(z.minLength(1)),
  apiBase: z.string(),
  viewerId: z.string().check(z.minLength(1)),
  /** Shorter than the 30 s default only where a test kills executors on purpose. */
  leaseTtlMs: z.optional(z.int().check(z.minimum(1000), z.maximum(60_000))),
});
export type OutboxConfig = z.infer<typeof outboxConfigSchema>;

const DATABASE = 'polycast-device';
const STORE = 'config';
const KEY = 'outbox';

export async function saveOutboxConfig(config: OutboxConfig): Promise<void> {
  const db = await openKeyValueDatabase(DATABASE, [STORE]);
  try {
    await db.store<OutboxConfig>(STORE).put(KEY, config);
  } finally {
    db.close();
  }
}

/** Undefined until a page has run here (or if what is stored does not parse). */
export async function loadOutboxConfig(): Promise<OutboxConfig | undefined> {
  const db = await openKeyValueDatabase(DATABASE, [STORE]);
  try {
    const stored = await db.store<unknown>(STORE).get(KEY);
    return outboxConfigSchema.safeParse(stored).data;
  } finally {
    db.close();
  }
}
