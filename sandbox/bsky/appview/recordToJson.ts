/** A CID object (multiformats): `asCID` points back at itself. */
const isCid = (value: object): boolean => (value as { asCID?: unknown }).asCID === value;

/**
 * A record decoded from the firehose's CBOR, in the JSON form XRPC answers
 * use: links as `{$link}`, bytes as `{$bytes}` (base64 without padding).
 */
export function recordToJson(value: unknown): unknown {
  if (value instanceof Uint8Array) {
    return { $bytes: Buffer.from(value).toString('base64').replace(/=+$/, '') };
  }
  if (Array.isArray(value)) return value.map(recordToJson);
  if (value && typeof value === 'object') {
    if (isCid(value)) return { $link: String(value) };
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, recordToJson(v)]));
  }
  return value;
}
