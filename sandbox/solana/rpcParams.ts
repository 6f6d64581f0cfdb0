import { z } from 'zod';
import type { Commitment, SolanaLedger } from './solanaLedger';
import { invalidParams, RPC_ERROR, RpcError } from './rpcProtocol';
import { fromBase58 } from './wireTransaction';

/** The version this stand-in answers as (`getVersion`, `context.apiVersion`). */
export const API_VERSION = '3.0.6';

/** Positional params, as the validator's serde deserialisation would accept them. */
export function parseParams<T extends z.ZodType>(
  schema: T,
  params: readonly unknown[],
): z.output<T> {
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length
    ? ` at ${issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('')}`
    : '';
  throw invalidParams(`Invalid params: ${issue?.message ?? 'invalid value'}${where}.`);
}

/** A 32- or 64-byte base58 value, refused as the SDK's `FromStr` refuses it. */
function parseBase58Key(text: string, size: 32 | 64): string {
  const maxLength = size === 32 ? 44 : 88;
  if (text.length > maxLength) throw invalidParams('Invalid param: WrongSize');
  const bytes = fromBase58(text);
  if (typeof bytes === 'string') throw invalidParams('Invalid param: Invalid');
  if (bytes.length !== size) throw invalidParams('Invalid param: WrongSize');
  return text;
}

export const pubkey = z.string().transform((text) => parseBase58Key(text, 32));
export const hash = pubkey;
export const signature = z.string().transform((text) => parseBase58Key(text, 64));
export const u64 = z.number().int().nonnegative();
export const commitment = z.enum(['processed', 'confirmed', 'finalized']);

/** A trailing config object: absent, null, or an object (unknown fields ignored). */
export const config = <T extends z.ZodRawShape>(shape: T) => z.object(shape).nullish();

export const contextShape = {
  commitment: commitment.optional(),
  minContextSlot: u64.optional(),
};

export const accountEncoding = z.enum(['binary', 'base58', 'base64', 'base64+zstd', 'jsonParsed']);
export const dataSlice = z.object({ offset: u64, length: u64 });

/** The slot a read sees at its commitment; refuses one short of `minContextSlot`. */
export function contextSlot(
  ledger: SolanaLedger,
  options: { commitment?: Commitment; minContextSlot?: number } | null | undefined,
): bigint {
  const slot = ledger.slotAt(options?.commitment);
  if (options?.minContextSlot !== undefined && BigInt(options.minContextSlot) > slot)
    throw new RpcError(
      RPC_ERROR.minContextSlotNotReached,
      'Minimum context slot has not been reached',
      { contextSlot: slot },
    );
  return slot;
}

/** `{ context: { apiVersion, slot }, value }`, the wrapper of most reads. */
export const withContext = <T>(slot: bigint, value: T) => ({
  context: { apiVersion: API_VERSION, slot },
  value,
});
