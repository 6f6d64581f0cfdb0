import {
  address,
  appendTransactionMessageInstruction,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingDurableNonce,
  signTransactionMessageWithSigners,
  type Instruction,
  type Nonce,
} from '@solana/kit';
import {
  getCreateAccountInstruction,
  getInitializeNonceAccountInstruction,
  getNonceSize,
  getTransferSolInstruction,
} from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPUTE_BUDGET_PROGRAM, transactionFee } from './fees';
import { sandboxKey } from './sandboxKeys';
import { SANDBOX_TOKEN, seedSolana } from './seedSolana';
import { signedTransaction } from './signedTransaction';
import { SolanaLedger } from './solanaLedger';
import { decodeTransactionBytes, toBase58 } from './wireTransaction';

const SOL = 1_000_000_000n;
const SLOT_MS = 400;

let nowMs: number;
let ledger: SolanaLedger;
const advanceSlots = (slots: number) => {
  nowMs += slots * SLOT_MS;
};

beforeEach(async () => {
  nowMs = 1_750_000_000_000;
  ledger = await SolanaLedger.create({ slotMs: SLOT_MS, now: () => nowMs });
});

async function funded(name: string, lamports = 2n * SOL) {
  const key = await sandboxKey(name);
  if (lamports > 0n) expect((await ledger.airdrop(key.signer.address, lamports))?.err).toBeNull();
  return key.signer;
}

const computeBudget = (kind: 2 | 3, value: bigint): Instruction => {
  const data = new Uint8Array(kind === 2 ? 5 : 9);
  const view = new DataView(data.buffer);
  data[0] = kind;
  if (kind === 2) view.setUint32(1, Number(value), true);
  else view.setBigUint64(1, value, true);
  return { programAddress: address(COMPUTE_BUDGET_PROGRAM), data };
};

describe('SolanaLedger', () => {
  it('advances slots with the clock; blockhashes expire after 150 slots', () => {
    const start = ledger.slot;
    const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash('processed');
    expect(lastValidBlockHeight).toBe(start + 150n);
    advanceSlots(3);
    expect(ledger.slot).toBe(start + 3n);
    expect(ledger.slotAt('confirmed')).toBe(start + 2n);
    expect(ledger.slotAt('finalized')).toBe(start + 3n - 32n);
    expect(ledger.latestBlockhash('processed').blockhash).not.toBe(blockhash);
    expect(ledger.isBlockhashValid(blockhash, 'confirmed')).toBe(true);
    // The finalized bank does not know it yet.
    expect(ledger.isBlockhashValid(blockhash, 'finalized')).toBe(false);
    advanceSlots(147);
    expect(ledger.isBlockhashValid(blockhash, 'processed')).toBe(true);
    advanceSlots(1);
    expect(ledger.isBlockhashValid(blockhash, 'processed')).toBe(false);
    expect(ledger.isBlockhashValid('11111111111111111111111111111111')).toBe(false);
    expect(ledger.blockTime(start + 5n)).toBe(Math.floor((1_750_000_000_000 + 5 * SLOT_MS) / 1000));
  });

  it('lands a transfer with its meta, and refuses it a second time', async () => {
    const alice = await funded('test-alice');
    const bob = await funded('test-bob', 0n);
    const transfer = await signedTransaction(
      alice,
      [getTransferSolInstruction({ source: alice, destination: bob.address, amount: SOL })],
      ledger.latestBlockhash('processed'),
    );
    const landed = ledger.submit(transfer);
    expect(landed).toMatchObject({ err: null, signature: transfer.signature, slot: ledger.slot });
    expect(landed?.accountKeys).toEqual([
      alice.address,
      bob.address,
      '11111111111111111111111111111111',
    ]);
    expect(landed?.preBalances).toEqual([2n * SOL, 0n, 1n]);
    expect(landed?.postBalances).toEqual([SOL - 5000n, SOL, 1n]);
    expect(landed?.fee).toBe(5000n);
    expect(landed?.logs).toEqual([
      'Program 11111111111111111111111111111111 invoke [1]',
      'Program 11111111111111111111111111111111 success',
    ]);
    expect(ledger.transaction(transfer.signature)).toBe(landed);
    expect(ledger.checkBeforeExecution(transfer)).toBe('AlreadyProcessed');
    expect(ledger.submit(transfer)).toBeUndefined();
    expect(ledger.balance(bob.address)).toBe(SOL);
  });

  it('lands failed transactions with their fee, in the RPC error form', async () => {
    const alice = await funded('test-alice');
    const carol = await funded('test-carol', 0n);
    const lifetime = ledger.latestBlockhash('processed');
    const tooMuch = await signedTransaction(
      alice,
      [getTransferSolInstruction({ source: alice, destination: carol.address, amount: 5n * SOL })],
      lifetime,
    );
    const failed = ledger.submit(tooMuch);
    expect(failed?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(failed?.logs.join('\n')).toMatch(/insufficient lamports/);
    expect(failed?.postBalances[0]).toBe(2n * SOL - 5000n);

    const dust = await signedTransaction(
      alice,
      [getTransferSolInstruction({ source: alice, destination: carol.address, amount: 1000n })],
      lifetime,
    );
    expect(ledger.submit(dust)?.err).toEqual({ InsufficientFundsForRent: { account_index: 1 } });

    const garbage = await signedTransaction(
      alice,
      [
        {
          programAddress: address('11111111111111111111111111111111'),
          data: new Uint8Array([255, 0, 0, 0]),
        },
      ],
      lifetime,
    );
    expect(ledger.submit(garbage)?.err).toEqual({
      InstructionError: [0, 'InvalidInstructionData'],
    });
  });

  it('drops what would never land: unfunded payers, old blockhashes, bad signatures', async () => {
    const alice = await funded('test-alice');
    const nobody = await funded('test-nobody', 0n);
    const lifetime = ledger.latestBlockhash('processed');
    const unfunded = await signedTransaction(
      nobody,
      [getTransferSolInstruction({ source: nobody, destination: alice.address, amount: 1n })],
      lifetime,
    );
    expect(ledger.simulate(unfunded, { sigVerify: true, replaceRecentBlockhash: false }).err).toBe(
      'AccountNotFound',
    );
    expect(ledger.submit(unfunded)).toBeUndefined();
    expect(ledger.transaction(unfunded.signature)).toBeUndefined();

    const transfer = await signedTransaction(
      alice,
      [getTransferSolInstruction({ source: alice, destination: nobody.address, amount: SOL })],
      lifetime,
    );
    const tampered = Uint8Array.from(transfer.bytes);
    tampered[5] = (tampered[5] ?? 0) ^ 0xff; // inside the first signature
    const forged = decodeTransactionBytes(tampered);
    expect(ledger.simulate(forged, { sigVerify: true, replaceRecentBlockhash: false }).err).toBe(
      'SignatureFailure',
    );
    expect(
      ledger.simulate(forged, { sigVerify: false, replaceRecentBlockhash: false }).err,
    ).toBeNull();
    expect(ledger.submit(forged)).toBeUndefined();

    advanceSlots(151);
    expect(ledger.checkBeforeExecution(transfer)).toBe('BlockhashNotFound');
    expect(ledger.simulate(transfer, { sigVerify: true, replaceRecentBlockhash: false }).err).toBe(
      'BlockhashNotFound',
    );
    expect(
      ledger.simulate(transfer, { sigVerify: false, replaceRecentBlockhash: true }).err,
    ).toBeNull();
    expect(ledger.submit(transfer)).toBeUndefined();
    expect(ledger.balance(nobody.address)).toBe(0n);
  });

  it('simulates without committing, with the balances the transaction would leave', async () => {
    const alice = await funded('test-alice');
    const bob = await funded('test-bob', SOL);
    const transfer = await signedTransaction(
      alice,
      [getTransferSolInstruction({ source: alice, destination: bob.address, amount: SOL / 2n })],
      ledger.latestBlockhash('processed'),
    );
    const simulation = ledger.simulate(transfer, {
      sigVerify: true,
      replaceRecentBlockhash: false,
    });
    expect(simulation.err).toBeNull();
    expect(simulation.fee).toBe(5000n);
    expect(simulation.postBalances.slice(0, 2)).toEqual([
      2n * SOL - SOL / 2n - 5000n,
      SOL + SOL / 2n,
    ]);
    expect(simulation.postAccount(bob.address)?.lamports).toBe(SOL + SOL / 2n);
    expect(ledger.balance(bob.address)).toBe(SOL);
    expect(ledger.transaction(transfer.signature)).toBeUndefined();
  });

  it('charges fees as the runtime does, priority fees included', async () => {
    const { mint, wallets } = await seedSolana(ledger, { wallets: 2 });
    const [payerKey, otherKey] = wallets;
    if (!payerKey || !otherKey) throw new Error('no wallets');
    const payer = payerKey.signer;
    const [source] = await findAssociatedTokenPda({
      owner: payer.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const [destination] = await findAssociatedTokenPda({
      owner: otherKey.signer.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const tokenTransfer = () =>
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: payer,
        amount: 1n,
        decimals: SANDBOX_TOKEN.decimals,
      });
    const cases: Instruction[][] = [
      [tokenTransfer()],
      [computeBudget(3, 1_000_000n), tokenTransfer()],
      [computeBudget(2, 10_000n), computeBudget(3, 500_001n), tokenTransfer()],
      [
        computeBudget(3, 2_000_000n),
        getTransferSolInstruction({
          source: payer,
          destination: otherKey.signer.address,
          amount: 0n,
        }),
      ],
    ];
    const charged: bigint[] = [];
    for (const instructions of cases) {
      const transaction = await signedTransaction(
        payer,
        instructions,
        ledger.latestBlockhash('processed'),
      );
      const landed = ledger.submit(transaction);
      expect(landed?.err).toBeNull();
      const [before = 0n] = landed?.preBalances ?? [];
      const [after = 0n] = landed?.postBalances ?? [];
      expect(before - after).toBe(transactionFee(transaction.message, 1));
      charged.push(before - after);
    }
    expect(charged).toEqual([5000n, 5000n + 203_000n, 5000n + 5001n, 5000n + 12_000n]);
  });

  it('accepts a durable-nonce transaction long after its blockhash would have expired', async () => {
    const alice = await funded('test-alice');
    const nonceKey = await sandboxKey('test-nonce');
    const space = BigInt(getNonceSize());
    const created = ledger.submit(
      await signedTransaction(
        alice,
        [
          getCreateAccountInstruction({
            payer: alice,
            newAccount: nonceKey.signer,
            lamports: ledger.minimumBalanceForRentExemption(space),
            space,
            programAddress: address('11111111111111111111111111111111'),
          }),
          getInitializeNonceAccountInstruction({
            nonceAccount: nonceKey.signer.address,
            nonceAuthority: alice.address,
          }),
        ],
        ledger.latestBlockhash('processed'),
      ),
    );
    expect(created?.err).toBeNull();
    advanceSlots(2);
    const nonceData = Uint8Array.from(ledger.account(nonceKey.signer.address)?.data ?? []);
    const nonce = toBase58(nonceData.subarray(40, 72)) as Nonce;
    const signed = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (message) => setTransactionMessageFeePayerSigner(alice, message),
        (message) =>
          setTransactionMessageLifetimeUsingDurableNonce(
            {
              nonce,
              nonceAccountAddress: nonceKey.signer.address,
              nonceAuthorityAddress: alice.address,
            },
            message,
          ),
        (message) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({
              source: alice,
              destination: nonceKey.signer.address,
              amount: 1n,
            }),
            message,
          ),
      ),
    );
    const transaction = decodeTransactionBytes(
      Uint8Array.from(getTransactionEncoder().encode(signed)),
    );
    advanceSlots(300);
    expect(ledger.submit(transaction)?.err).toBeNull();
    const advanced = Uint8Array.from(ledger.account(nonceKey.signer.address)?.data ?? []);
    expect(toBase58(advanced.subarray(40, 72))).not.toBe(nonce);
  });
});
