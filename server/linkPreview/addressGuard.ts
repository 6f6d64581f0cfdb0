import { BlockList, isIP } from 'node:net';

/**
 * Addresses a server-side fetch must never reach on a user's say-so (SSRF):
 * this host, private and shared networks, link-local (cloud metadata),
 * multicast, reserved and documentation ranges, SRv6 segment ids, and IPv6
 * forms that embed an IPv4 address (mapped, translated, NAT64, the deprecated
 * compatible form), so no private IPv4 address slips through dressed as IPv6.
 */
// Two lists: one BlockList holding both families also matches IPv4 addresses
// against IPv6 rules through their mapped form (::ffff:0:0/96 would catch all).
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the IPv4-compatible form
  ['::ffff:0:0', 96], // IPv4-mapped
  ['::ffff:0:0:0', 96], // IPv4-translated (RFC 2765, SIIT)
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['5f00::', 16], // SRv6 segment identifiers (RFC 9602): not addresses of hosts
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

/** True for an IP address on the public internet; false for anything else (or not an IP). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return false;
  return family === 4 ? !NOT_PUBLIC_V4.check(bare, 'ipv4') : !NOT_PUBLIC_V6.check(bare, 'ipv6');
}

/** A URL's host when it is an IP literal (IPv6 without brackets), else undefined. */
export function ipLiteralOf(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : undefined;
}
