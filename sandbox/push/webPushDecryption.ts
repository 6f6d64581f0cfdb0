import { createDecipheriv, createECDH, hkdfSync, type ECDH } from 'node:crypto';

/** RFC 8188 §2.1: salt (16) | record size (4) | key id length (1) | key id. */
const HEADER_FIXED = 21;
const TAG_LENGTH = 16;

/** What a browser keeps for one subscription: its ECDH key pair and the shared authentication secret. */
export interface SubscriptionSecrets {
  /** The browser's (user agent's) P-256 key pair; its public key is the subscription's `p256dh`. */
  ecdh: ECDH;
  /** The 16-byte `auth` secret. */
  auth: Buffer;
}

/** A new subscription's keys, as a browser makes them (RFC 8291 §2). */
export function newSubscriptionSecrets(random: (size: number) => Buffer): SubscriptionSecrets {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: random(16) };
}

export class PushDecryptionError extends Error {
  override name = 'PushDecryptionError';
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * Opens a Web Push message body the way the receiving browser does: RFC 8291
 * (Message Encryption for Web Push) over RFC 8188's aes128gcm content coding.
 *
 * - The header gives the salt, the record size and the sender's ephemeral
 *   P-256 public key (the key id, 65 bytes).
 * - The shared secret is ECDH(browser's private key, sender's key); with the
 *   auth secret it gives the input keying material:
 *   IKM = HKDF(auth, ecdh, "WebPush: info" 0x00 | browser key | sender key, 32).
 * - The content key and nonce come from the salt and that IKM:
 *   CEK = HKDF(salt, IKM, "Content-Encoding: aes128gcm" 0x00, 16),
 *   NONCE = HKDF(salt, IKM, "Content-Encoding: nonce" 0x00, 12), XORed with
 *   the record's sequence number.
 * - Each record is AES-128-GCM; its plaintext ends in a delimiter (2 on the
 *   last record, 1 before) followed by zero padding.
 */
export function decryptPushBody(body: Buffer, secrets: SubscriptionSecrets): Buffer {
  if (body.length < HEADER_FIXED) throw new PushDecryptionError('body shorter than its header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  if (keyIdLength !== 65) throw new PushDecryptionError('the key id is not a P-256 public key');
  if (recordSize < TAG_LENGTH + 2) throw new PushDecryptionError('record size too small');
  const senderKey = body.subarray(HEADER_FIXED, HEADER_FIXED + keyIdLength);
  const browserKey = secrets.ecdh.getPublicKey();
  let shared: Buffer;
  try {
    shared = secrets.ecdh.computeSecret(senderKey);
  } catch {
    throw new PushDecryptionError('the sender key is not on the curve');
  }
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0', 'latin1'), browserKey, senderKey]);
  const ikm = hkdf(secrets.auth, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0', 'latin1'), 16);
  const baseNonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0', 'latin1'), 12);

  const records = body.subarray(HEADER_FIXED + keyIdLength);
  if (records.length === 0) throw new PushDecryptionError('no records');
  const plain: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += recordSize, seq++) {
    const record = records.subarray(offset, offset + recordSize);
    const last = offset + recordSize >= records.length;
    if (record.length <= TAG_LENGTH) throw new PushDecryptionError('record too short');
    const nonce = Buffer.from(baseNonce);
    // The sequence number, big-endian, XORed into the nonce's last 4 bytes (a push has a few records).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - TAG_LENGTH));
    let padded: Buffer;
    try {
      padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - TAG_LENGTH)),
        decipher.final(),
      ]);
    } catch {
      throw new PushDecryptionError('a record does not decrypt with these keys');
    }
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const delimiter = padded[end];
    if (delimiter !== (last ? 2 : 1)) throw new PushDecryptionError('bad record delimiter');
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}
