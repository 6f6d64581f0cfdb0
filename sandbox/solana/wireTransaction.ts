import {
  getBase58Decoder,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit';
import type { CompiledMessage } from './fees';
import { invalidParams } from './rpcProtocol';

/** The most a transaction may take on the wire (an IPv6 UDP payload). */
export const PACKET_DATA_SIZE = 1232;
const MAX_BASE58_SIZE = 1683;
const MAX_BASE64_SIZE = 1644;
const TYPE_NAME = 'solana_transaction::versioned::VersionedTransaction';
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export type BinaryEncoding = 'base58' | 'base64';

export interface DecodedTransaction {
  bytes: Uint8Array;
  transaction: Transaction;
  message: CompiledMessage & { lifetimeToken: string };
  version: 'legacy' | 0;
  /** The first signature in base58: the transaction's id. */
  signature: string;
}

export const toBase58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes);

/** Base58 text to bytes, or the bs58 crate's error text. */
export function fromBase58(text: string): Uint8Array | string {
  for (let index = 0; index < text.length; index++) {
    const character = text.charAt(index);
    if (!BASE58_ALPHABET.includes(character))
      return `InvalidCharacter { character: '${character}', index: ${index} }`;
  }
  return Uint8Array.from(getBase58Encoder().encode(text));
}

/** Base64 (standard, padded) text to bytes, or the base64 crate's error text. */
export function fromBase64(text: string): Uint8Array | string {
  const invalid = /[^A-Za-z0-9+/=]/.exec(text);
  if (invalid) return `InvalidByte(${invalid.index}, ${text.charCodeAt(invalid.index)})`;
  if (text.length % 4 !== 0 || /=[^=]/.test(text)) return 'InvalidPadding';
  return new Uint8Array(Buffer.from(text, 'base64'));
}

/**
 * A transaction parameter of `sendTransaction` or `simulateTransaction`,
 * checked as the validator checks it: size of the text, its encoding, size of
 * the bytes, then the bytes themselves.
 */
export function decodeTransactionParam(text: string, encoding: BinaryEncoding): DecodedTransaction {
  const maxText = encoding === 'base58' ? MAX_BASE58_SIZE : MAX_BASE64_SIZE;
  if (text.length > maxText)
    throw invalidParams(
      `${encoding} encoded ${TYPE_NAME} too large: ${text.length} bytes (max: encoded/raw ${maxText}/${PACKET_DATA_SIZE})`,
    );
  const bytes = encoding === 'base58' ? fromBase58(text) : fromBase64(text);
  if (typeof bytes === 'string') throw invalidParams(`invalid ${encoding} encoding: ${bytes}`);
  if (bytes.length > PACKET_DATA_SIZE)
    throw invalidParams(
      `decoded ${TYPE_NAME} too large: ${bytes.length} bytes (max: ${PACKET_DATA_SIZE} bytes)`,
    );
  return decodeTransactionBytes(bytes);
}

/** Transaction bytes from the wire, sanitized as far as this stand-in checks them. */
export function decodeTransactionBytes(bytes: Uint8Array): DecodedTransaction {
  let transaction: Transaction;
  let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>;
  try {
    transaction = getTransactionDecoder().decode(bytes);
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw invalidParams(`failed to deserialize ${TYPE_NAME}: ${reason}`);
  }
  if (message.version !== 'legacy' && message.version !== 0)
    throw invalidParams('invalid transaction: Transaction version is unsupported');
  if (message.header.numSignerAccounts === 0 || message.staticAccounts.length === 0)
    throw invalidParams(
      'invalid transaction: Transaction failed to sanitize accounts offsets correctly',
    );
  const payer = message.staticAccounts[0];
  const first = payer ? transaction.signatures[payer] : null;
  return {
    bytes,
    transaction,
    message,
    version: message.version,
    signature: toBase58(first ? Uint8Array.from(first) : new Uint8Array(64)),
  };
}
