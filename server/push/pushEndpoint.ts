import { isIP } from 'node:net';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why the server will not send pushes to this endpoint, or undefined when it
 * will. The server POSTs to whatever endpoint a signed-in person uploads, so
 * it takes only what a browser's push service hands out: an https URL on a
 * host name (no address literal: no reaching into a private network by
 * number), the default port, no credentials. The sandbox's push service
 * stand-in listens on http on this machine: allowed there only.
 */
export function pushEndpointProblem(
  endpoint: string,
  options: { allowLoopbackHttp: boolean },
): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint: not a URL';
  }
  if (url.username || url.password) return 'endpoint: must not carry credentials';
  if (options.allowLoopbackHttp && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
    return undefined;
  if (url.protocol !== 'https:') return 'endpoint: must be https';
  if (url.port !== '') return 'endpoint: must use the default https port';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 || host === 'localhost' || !host.includes('.'))
    return 'endpoint: must name a push service by its host name';
  return undefined;
}
