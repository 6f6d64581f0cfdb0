import type { Hono } from 'hono';
import { z } from 'zod';

const fieldsSchema = z.object({
  title: z.string().max(10_000).optional().catch(undefined),
  text: z.string().max(10_000).optional().catch(undefined),
  url: z.string().max(2048).optional().catch(undefined),
});

/**
 * The PWA's share target (`POST /compose`, multipart; webManifest.ts) is
 * answered by the app's service worker, which keeps the shared files for
 * the composer. Should one reach the server (no service worker answered),
 * the text still gets there: 303 to the composer's deep link, files left
 * out.
 */
export function mountShareTargetFallback(app: Hono): void {
  app.post('/compose', async (c) => {
    const body = await c.req.parseBody().catch(() => ({}));
    const fields = fieldsSchema.parse(body);
    const link = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) if (value) link.set(key, value);
    const rest = link.toString();
    return c.redirect(`/?compose${rest ? `&${rest}` : ''}`, 303);
  });
}
