import { BlockList, isIP } from 'node:net';

/** Which peers may speak for the client in `X-Forwarded-*` headers (docs/security.md). */
export interface TrustedProxies {
  includes(address: string): boolean;
}

/** Node reports IPv4 peers of a dual-stack socket as `::ffff:a.b.c.d`; compare them as IPv4. */
export const plainAddress = (address: string): string =>
  address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/**
 * The proxies in front of this server, as addresses or CIDR ranges
 * (`10.0.0.0/8`, `::1`). Nobody else's forwarded headers are believed: a
 * client could otherwise pick its own address (and dodge rate limits) or the
 * host written into frame and video URLs.
 */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [network = '', prefix] = entry.trim().split('/');
    const family = isIP(network);
    if (family === 0) throw new Error(`Not an address or CIDR range of a proxy: ${entry}`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(network, type);
    else list.addSubnet(network, Number(prefix), type);
  }
  return {
    includes(address) {
      const plain = plainAddress(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/** POLYCAST_TRUSTED_PROXIES: a comma-separated list of addresses and ranges; none by default. */
export const trustedProxiesFromEnvironment = (
  value = process.env.POLYCAST_TRUSTED_PROXIES,
): string[] => (value ?? '').split(',').flatMap((entry) => (entry.trim() ? [entry.trim()] : []));

/** Loopback only: the sandbox's own fault proxies run on this machine. */
export const LOOPBACK_PROXIES = ['127.0.0.0/8', '::1'] as const;
