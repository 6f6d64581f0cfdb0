import { Hono } from 'hono';
import { z } from 'zod';
import { createMemoryThemeStore, type ThemeStore } from './themeStore';

export interface ProductApiOptions {
  themes?: ThemeStore;
}

const themeQuerySchema = z.object({ root_class: z.enum(['light', 'dark']) });
const viewerIdSchema = z.string().uuid().catch('anonymous');

/** The product server's HTTP API (composer.md §7). */
export function createProductApi(options: ProductApiOptions = {}) {
  const themes = options.themes ?? createMemoryThemeStore();
  const api = new Hono();

  api.get('/api/health', (c) => c.json({ ok: true }));

  // composer.md §7.1: POST /api/settings/theme?root_class=dark|light
  api.post('/api/settings/theme', (c) => {
    const query = themeQuerySchema.safeParse(c.req.query());
    if (!query.success) {
      return c.json({ error: 'root_class must be "light" or "dark"' }, 400);
    }
    const viewerId = viewerIdSchema.parse(c.req.header('x-viewer-id'));
    themes.set(viewerId, query.data.root_class);
    return c.json({ root_class: query.data.root_class });
  });

  api.get('/api/settings/theme', (c) => {
    const viewerId = viewerIdSchema.parse(c.req.header('x-viewer-id'));
    return c.json({ root_class: themes.get(viewerId) ?? null });
  });

  api.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  return api;
}
