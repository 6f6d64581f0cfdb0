import type { Context } from 'hono';

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The origin the caller reached this server at: behind a reverse proxy (the
 * sandbox's fault proxy, a load balancer) that is the proxy's address, from
 * `X-Forwarded-Host` / `X-Forwarded-Proto`, else the request's own.
 */
export function publicOrigin(c: Context): string {
  const own = new URL(c.req.url);
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  if (!host || !HOST.test(host)) return own.origin;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
  const scheme = proto === 'https' || proto === 'http' ? proto : own.protocol.slice(0, -1);
  return `${scheme}://${host}`;
}
