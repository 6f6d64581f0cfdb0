const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A schedule intent's `groupId` (composer.md §7.2 wants a uuid) from its
 * event's id, a ULID: the ULID's 128 bits as a uuid, with the version (8,
 * "custom") and variant bits set. The same ULID always gives the same uuid;
 * 74 of its 80 random bits are kept.
 */
export function groupIdOf(ulid: string): string {
  if (!/^[0-9A-HJKMNP-TV-Z]{26}$/.test(ulid)) throw new TypeError(`Not a ULID: ${ulid}`);
  let value = 0n;
  for (const ch of ulid) value = value * 32n + BigInt(CROCKFORD.indexOf(ch));
  const hex = value.toString(16).padStart(32, '0').split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
