import type { LegacyCompiledTransactionMessage, V0CompiledTransactionMessage } from '@solana/kit';

export type CompiledMessage = LegacyCompiledTransactionMessage | V0CompiledTransactionMessage;

export const LAMPORTS_PER_SIGNATURE = 5000n;
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';

/** Programs built into the runtime: each instruction for one is budgeted 3,000 units by default. */
const BUILTIN_PROGRAMS = new Set<string>([
  '11111111111111111111111111111111',
  COMPUTE_BUDGET_PROGRAM,
  'Vote111111111111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
]);
const BUILTIN_DEFAULT_UNITS = 3_000n;
const PROGRAM_DEFAULT_UNITS = 200_000n;
const MAX_UNITS = 1_400_000n;
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;

const SET_COMPUTE_UNIT_LIMIT = 2;
const SET_COMPUTE_UNIT_PRICE = 3;

function readUint(data: Uint8Array, bytes: 4 | 8): bigint | undefined {
  if (data.length < 1 + bytes) return undefined;
  const view = new DataView(data.buffer, data.byteOffset + 1, bytes);
  return bytes === 4 ? BigInt(view.getUint32(0, true)) : view.getBigUint64(0, true);
}

/**
 * The fee the runtime charges the fee payer: 5,000 lamports a signature plus
 * the priority fee (compute unit price × compute unit limit, rounded up to
 * whole lamports). Without an explicit limit, each instruction is budgeted
 * 3,000 units for a builtin program and 200,000 otherwise (SIMD-0170).
 */
export function transactionFee(message: CompiledMessage, signatureCount: number): bigint {
  let price = 0n;
  let limit: bigint | undefined;
  let defaultUnits = 0n;
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex] ?? '';
    defaultUnits += BUILTIN_PROGRAMS.has(program) ? BUILTIN_DEFAULT_UNITS : PROGRAM_DEFAULT_UNITS;
    if (program !== COMPUTE_BUDGET_PROGRAM || !instruction.data) continue;
    const data = Uint8Array.from(instruction.data);
    if (data[0] === SET_COMPUTE_UNIT_LIMIT) limit = readUint(data, 4) ?? limit;
    if (data[0] === SET_COMPUTE_UNIT_PRICE) price = readUint(data, 8) ?? price;
  }
  const units = (limit ?? defaultUnits) < MAX_UNITS ? (limit ?? defaultUnits) : MAX_UNITS;
  const priorityFee =
    (price * units + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
  return LAMPORTS_PER_SIGNATURE * BigInt(signatureCount) + priorityFee;
}
