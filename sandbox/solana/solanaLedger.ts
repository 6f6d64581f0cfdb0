import { createHash } from 'node:crypto';
import {
  address,
  getAddressEncoder,
  lamports as toLamports,
  type Blockhash,
  type EncodedAccount,
  type KeyPairSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  Clock,
  FailedTransactionMetadata,
  LiteSVM,
  type SimulatedTransactionInfo,
  type TransactionMetadata,
} from 'litesvm';
import { transactionFee } from './fees';
import { sandboxKey } from './sandboxKeys';
import { decodeMint, decodeTokenAccount, isTokenProgram, uiTokenAmount } from './tokenState';
import { transactionErrorJson, type TransactionErrorJson } from './transactionErrors';
import { signedTransaction } from './signedTransaction';
import { toBase58, type DecodedTransaction } from './wireTransaction';

export type Commitment = 'processed' | 'confirmed' | 'finalized';

/** A blockhash is accepted for this many slots after its own. */
export const MAX_PROCESSING_AGE = 150n;
/** Statuses of this many recent slots answer without `searchTransactionHistory`. */
export const STATUS_CACHE_SLOTS = 300n;
/** A slot is finalized (rooted) this many slots later. */
export const FINALIZATION_DEPTH = 32n;
const SLOTS_PER_EPOCH = 432_000n;
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const FAUCET_LAMPORTS = 500_000_000n * 1_000_000_000n;
const MAX_HISTORY = 50_000;

export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: ReturnType<typeof uiTokenAmount>;
}

export interface InnerInstructions {
  index: number;
  instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[];
}

/** What running a transaction did, in the terms of the RPC's transaction meta. */
export interface Execution {
  err: TransactionErrorJson | null;
  logs: string[];
  unitsConsumed: bigint;
  returnData: { programId: string; data: [string, 'base64'] } | null;
  innerInstructions: InnerInstructions[];
  /** Static keys, then addresses loaded from lookup tables (writable, then readonly). */
  accountKeys: string[];
  loadedAddresses: { writable: string[]; readonly: string[] };
  /** Null when the transaction failed before it could be charged. */
  fee: bigint | null;
  preBalances: bigint[];
  postBalances: bigint[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
}

export interface Simulation extends Execution {
  /** Accounts as the transaction would leave them. */
  postAccount(address: string): EncodedAccount | undefined;
}

export interface LandedTransaction extends Execution {
  signature: string;
  slot: bigint;
  blockTime: number;
  decoded: DecodedTransaction;
  fee: bigint;
}

/** Errors found before execution: such a transaction never lands and pays nothing. */
const UNCHARGED_ERRORS = new Set<TransactionErrorJson>([
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'MissingSignatureForFee',
  'SignatureFailure',
  'SanitizeFailure',
  'UnsupportedVersion',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
]);

const blockhashOf = (slot: bigint) =>
  toBase58(
    new Uint8Array(createHash('sha256').update(`polycast-sandbox-solana:slot:${slot}`).digest()),
  ) as Blockhash;

/**
 * The Solana runtime (litesvm, in process) with what a validator adds around
 * it: slots that advance with the wall clock (400 ms each), a blockhash per
 * slot valid for 150 slots, processed → confirmed → finalized, the history
 * of landed transactions with their meta, and a faucet.
 */
export class SolanaLedger {
  private readonly svm: LiteSVM;
  private readonly startMs: number;
  private readonly baseSlot: bigint;
  private syncedSlot: bigint;
  private readonly issuedBlockhashes = new Map<string, bigint>();
  private readonly history = new Map<string, LandedTransaction>();

  private constructor(
    private readonly faucet: KeyPairSigner,
    private readonly slotMs: number,
    private readonly now: () => number,
  ) {
    this.svm = new LiteSVM().withBlockhashCheck(false).withNativeMints();
    this.startMs = now();
    this.baseSlot = this.svm.getClock().slot;
    this.syncedSlot = this.baseSlot - 1n;
    this.svm.setAccount({
      address: faucet.address,
      lamports: toLamports(FAUCET_LAMPORTS),
      programAddress: address(SYSTEM_PROGRAM),
      data: new Uint8Array(0),
      executable: false,
      space: 0n,
    });
    this.sync();
  }

  static async create(options: { slotMs?: number; now?: () => number } = {}) {
    const faucet = await sandboxKey('faucet');
    return new SolanaLedger(faucet.signer, options.slotMs ?? 400, options.now ?? Date.now);
  }

  /** The newest (processed) slot; block height equals it, as no slot is skipped. */
  get slot(): bigint {
    const elapsed = Math.max(0, Math.floor((this.now() - this.startMs) / this.slotMs));
    return this.baseSlot + BigInt(elapsed);
  }

  /** The slot a read at this commitment sees. */
  slotAt(commitment: Commitment = 'finalized'): bigint {
    const behind = { processed: 0n, confirmed: 1n, finalized: FINALIZATION_DEPTH }[commitment];
    return this.slot - behind;
  }

  /** Unix time (seconds) at which a slot began. */
  blockTime(slot: bigint): number {
    return Math.floor((this.startMs + Number(slot - this.baseSlot) * this.slotMs) / 1000);
  }

  latestBlockhash(commitment?: Commitment) {
    const slot = this.slotAt(commitment);
    const blockhash = blockhashOf(slot);
    this.issuedBlockhashes.set(blockhash, slot);
    return { blockhash, lastValidBlockHeight: slot + MAX_PROCESSING_AGE };
  }

  isBlockhashValid(blockhash: string, commitment?: Commitment): boolean {
    const slot = this.issuedBlockhashes.get(blockhash);
    if (slot === undefined) return false;
    const seenAt = this.slotAt(commitment);
    return slot <= seenAt && seenAt <= slot + MAX_PROCESSING_AGE;
  }

  account(key: string): EncodedAccount | undefined {
    this.sync();
    const account = this.svm.getAccount(address(key));
    return account.exists ? account : undefined;
  }

  /** Accounts owned by a program, ordered by address bytes (the validator's `sortResults`). */
  programAccounts(program: string): EncodedAccount[] {
    this.sync();
    const encoder = getAddressEncoder();
    const keyed = this.svm
      .getProgramAccounts(address(program))
      .map((account) => ({ account, key: Buffer.from(encoder.encode(account.address)) }));
    return keyed.sort((a, b) => Buffer.compare(a.key, b.key)).map(({ account }) => account);
  }

  balance(key: string): bigint {
    return BigInt(this.svm.getBalance(address(key)) ?? 0n);
  }

  minimumBalanceForRentExemption(size: bigint): bigint {
    return this.svm.minimumBalanceForRentExemption(size);
  }

  mintDecimals = (mint: string): number | undefined => {
    const account = this.account(mint);
    if (!account || !isTokenProgram(account.programAddress)) return undefined;
    return decodeMint(Uint8Array.from(account.data))?.decimals;
  };

  /** A landed transaction by signature. */
  transaction(signature: string): LandedTransaction | undefined {
    return this.history.get(signature);
  }

  get transactionCount(): number {
    return this.history.size;
  }

  /** Landed transactions, newest first. */
  *transactions(): Generator<LandedTransaction> {
    const all = [...this.history.values()];
    for (let index = all.length - 1; index >= 0; index--) {
      const landed = all[index];
      if (landed) yield landed;
    }
  }

  /** Why the runtime would refuse this transaction before running it, if it would. */
  checkBeforeExecution(decoded: DecodedTransaction): TransactionErrorJson | undefined {
    if (Object.values(decoded.transaction.signatures).some((signature) => signature === null))
      return 'SignatureFailure';
    if (this.history.has(decoded.signature)) return 'AlreadyProcessed';
    if (
      !this.isBlockhashValid(decoded.message.lifetimeToken, 'processed') &&
      !this.nonceMatches(decoded)
    )
      return 'BlockhashNotFound';
    return undefined;
  }

  /** Runs a transaction without committing it (`simulateTransaction`, preflight). */
  simulate(
    decoded: DecodedTransaction,
    options: { sigVerify: boolean; replaceRecentBlockhash: boolean },
  ): Simulation {
    this.sync();
    const { accountKeys, loadedAddresses } = this.accountKeys(decoded);
    const pre = accountKeys.map((key) => this.account(key));
    let early = this.checkBeforeExecution(decoded);
    if (early === 'SignatureFailure' && !options.sigVerify) early = undefined;
    if (early === 'BlockhashNotFound' && options.replaceRecentBlockhash) early = undefined;
    if (early) return this.failedEarly(early, accountKeys, loadedAddresses);

    const result = this.simulateInSvm(decoded, options.sigVerify);
    const failed = result instanceof FailedTransactionMetadata;
    const err =
      result instanceof FailedTransactionMetadata ? transactionErrorJson(result.err()) : null;
    const charged = err === null || !UNCHARGED_ERRORS.has(err);
    const fee = charged
      ? transactionFee(decoded.message, decoded.message.header.numSignerAccounts)
      : null;
    const post = new Map<string, EncodedAccount>();
    if (!(result instanceof FailedTransactionMetadata))
      for (const account of result.postAccounts()) post.set(account.address, account);
    const postAccount = (key: string) => post.get(key) ?? this.account(key);
    const postOf = (key: string, index: number) => {
      if (!failed) return postAccount(key);
      const before = pre[index];
      // A failed transaction only pays its fee.
      if (index !== 0 || !before || fee === null) return before;
      return { ...before, lamports: toLamports(BigInt(before.lamports) - fee) };
    };
    const postAccounts = accountKeys.map(postOf);
    return {
      ...this.describeRun(result.meta(), accountKeys, loadedAddresses),
      err,
      fee,
      preBalances: pre.map((account) => BigInt(account?.lamports ?? 0n)),
      postBalances: postAccounts.map((account) => BigInt(account?.lamports ?? 0n)),
      preTokenBalances: this.tokenBalances(pre),
      postTokenBalances: this.tokenBalances(postAccounts),
      postAccount: (key) => (failed ? this.account(key) : postAccount(key)),
    };
  }

  /**
   * Submits a transaction as the leader would: one that is too old, already
   * processed or not properly signed is dropped (undefined); otherwise it
   * runs in the current slot and lands, failed or not, if it paid its fee.
   */
  submit(decoded: DecodedTransaction): LandedTransaction | undefined {
    this.sync();
    if (this.checkBeforeExecution(decoded)) return undefined;
    const { accountKeys, loadedAddresses } = this.accountKeys(decoded);
    const pre = accountKeys.map((key) => this.account(key));
    let result: TransactionMetadata | FailedTransactionMetadata;
    try {
      result = this.svm.sendTransaction(decoded.transaction);
    } catch {
      return undefined; // litesvm refuses it outright (e.g. a missing signature)
    }
    const post = accountKeys.map((key) => this.account(key));
    const err =
      result instanceof FailedTransactionMetadata ? transactionErrorJson(result.err()) : null;
    const payerBefore = BigInt(pre[0]?.lamports ?? 0n);
    const payerAfter = BigInt(post[0]?.lamports ?? 0n);
    if (err !== null && payerBefore === payerAfter) return undefined; // never charged: not included
    const meta = result instanceof FailedTransactionMetadata ? result.meta() : result;
    const slot = this.slot;
    const landed: LandedTransaction = {
      ...this.describeRun(meta, accountKeys, loadedAddresses),
      err,
      fee: transactionFee(decoded.message, decoded.message.header.numSignerAccounts),
      preBalances: pre.map((account) => BigInt(account?.lamports ?? 0n)),
      postBalances: post.map((account) => BigInt(account?.lamports ?? 0n)),
      preTokenBalances: this.tokenBalances(pre),
      postTokenBalances: this.tokenBalances(post),
      signature: decoded.signature,
      slot,
      blockTime: this.blockTime(slot),
      decoded,
    };
    this.history.set(landed.signature, landed);
    if (this.history.size > MAX_HISTORY) {
      const oldest = this.history.keys().next();
      if (!oldest.done) this.history.delete(oldest.value);
    }
    return landed;
  }

  /** Sends lamports from the faucet, as a real transfer that lands like any other. */
  async airdrop(recipient: string, amount: bigint): Promise<LandedTransaction | undefined> {
    const transfer = getTransferSolInstruction({
      source: this.faucet,
      destination: address(recipient),
      amount,
    });
    return this.submit(
      await signedTransaction(this.faucet, [transfer], this.latestBlockhash('processed')),
    );
  }

  private simulateInSvm(
    decoded: DecodedTransaction,
    sigVerify: boolean,
  ): FailedTransactionMetadata | SimulatedTransactionInfo {
    this.svm.withSigverify(sigVerify);
    try {
      return this.svm.simulateTransaction(decoded.transaction);
    } finally {
      this.svm.withSigverify(true);
    }
  }

  /** Moves litesvm's clock to the current slot; its blockhash changes each slot (for nonces). */
  private sync(): void {
    const slot = this.slot;
    if (slot <= this.syncedSlot) return;
    this.syncedSlot = slot;
    const epoch = slot / SLOTS_PER_EPOCH;
    const time = BigInt(this.blockTime(slot));
    this.svm.setClock(new Clock(slot, time, epoch, epoch + 1n, time));
    this.svm.expireBlockhash();
    for (const [blockhash, issuedAt] of this.issuedBlockhashes) {
      if (issuedAt + 2n * MAX_PROCESSING_AGE >= slot) break;
      this.issuedBlockhashes.delete(blockhash);
    }
  }

  /** A durable-nonce transaction: first instruction advances a nonce holding its blockhash. */
  private nonceMatches(decoded: DecodedTransaction): boolean {
    const { message } = decoded;
    const first = message.instructions[0];
    if (!first || message.staticAccounts[first.programAddressIndex] !== SYSTEM_PROGRAM)
      return false;
    const data = first.data ? Uint8Array.from(first.data) : new Uint8Array(0);
    if (data.length < 4 || new DataView(data.buffer).getUint32(0, true) !== 4) return false;
    const nonceKey = message.staticAccounts[first.accountIndices?.[0] ?? -1];
    const nonce = nonceKey ? this.account(nonceKey) : undefined;
    if (!nonce || nonce.programAddress !== SYSTEM_PROGRAM || nonce.data.length !== 80) return false;
    const state = Uint8Array.from(nonce.data);
    const initialized = new DataView(state.buffer).getUint32(4, true) === 1;
    return initialized && toBase58(state.subarray(40, 72)) === message.lifetimeToken;
  }

  /** The transaction's account keys, lookup-table addresses resolved. */
  private accountKeys(decoded: DecodedTransaction) {
    const { message } = decoded;
    const loadedAddresses = { writable: [] as string[], readonly: [] as string[] };
    const lookups = message.version === 0 ? (message.addressTableLookups ?? []) : [];
    for (const lookup of lookups) {
      const table = this.account(lookup.lookupTableAddress);
      const data = table ? Uint8Array.from(table.data) : new Uint8Array(0);
      const entry = (index: number) => {
        const start = 56 + index * 32;
        return start + 32 <= data.length ? toBase58(data.subarray(start, start + 32)) : undefined;
      };
      for (const index of lookup.writableIndexes) {
        const key = entry(index);
        if (key) loadedAddresses.writable.push(key);
      }
      for (const index of lookup.readonlyIndexes) {
        const key = entry(index);
        if (key) loadedAddresses.readonly.push(key);
      }
    }
    const accountKeys: string[] = [
      ...message.staticAccounts,
      ...loadedAddresses.writable,
      ...loadedAddresses.readonly,
    ];
    return { accountKeys, loadedAddresses };
  }

  private failedEarly(
    err: TransactionErrorJson,
    accountKeys: string[],
    loadedAddresses: Execution['loadedAddresses'],
  ): Simulation {
    return {
      err,
      logs: [],
      unitsConsumed: 0n,
      returnData: null,
      innerInstructions: [],
      accountKeys,
      loadedAddresses,
      fee: null,
      preBalances: [],
      postBalances: [],
      preTokenBalances: [],
      postTokenBalances: [],
      postAccount: (key) => this.account(key),
    };
  }

  private describeRun(
    meta: TransactionMetadata,
    accountKeys: string[],
    loadedAddresses: Execution['loadedAddresses'],
  ) {
    const returned = meta.returnData();
    const returnedData = returned.data();
    return {
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      returnData:
        returnedData.length > 0
          ? {
              programId: toBase58(returned.programId()),
              data: [Buffer.from(returnedData).toString('base64'), 'base64'] as [string, 'base64'],
            }
          : null,
      innerInstructions: meta
        .innerInstructions()
        .map((inner, index) => ({
          index,
          instructions: inner.map((instruction) => {
            const compiled = instruction.instruction();
            return {
              programIdIndex: compiled.programIdIndex(),
              accounts: [...compiled.accounts()],
              data: toBase58(compiled.data()),
              stackHeight: instruction.stackHeight(),
            };
          }),
        }))
        .filter((inner) => inner.instructions.length > 0),
      accountKeys,
      loadedAddresses,
    };
  }

  private tokenBalances(accounts: readonly (EncodedAccount | undefined)[]): TokenBalance[] {
    const balances: TokenBalance[] = [];
    accounts.forEach((account, accountIndex) => {
      if (!account || !isTokenProgram(account.programAddress)) return;
      const token = decodeTokenAccount(Uint8Array.from(account.data));
      const decimals = token && this.mintDecimals(token.mint);
      if (!token || decimals === undefined) return;
      balances.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: account.programAddress,
        uiTokenAmount: uiTokenAmount(token.amount, decimals),
      });
    });
    return balances;
  }
}
