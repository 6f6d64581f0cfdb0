import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  devnet,
  generateKeyPairSigner,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  isSolanaError,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
  type Instruction,
  type KeyPairSigner,
  type Signature,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { afterEach, describe, expect, it } from 'vitest';
import { walletKey } from '../../../sandbox/solana/sandboxKeys';
import { clearFaults, sandbox, setFaults } from './sandboxClient';

afterEach(clearFaults);

const SOL = 1_000_000_000n;
const DECIMALS = 6;

const solana = () => sandbox().solana;
/** kit's official client; devnet-typed so `requestAirdrop` is offered. */
const rpc = () => createSolanaRpc(devnet(solana().rpc));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function wallet(index: number): Promise<KeyPairSigner> {
  const account = solana().accounts[index];
  if (!account) throw new Error(`no Solana wallet ${index}`);
  return createKeyPairSignerFromBytes(getBase58Encoder().encode(account.secretKey));
}

async function signed(payer: KeyPairSigner, instructions: readonly Instruction[]) {
  const { value: lifetime } = await rpc().getLatestBlockhash().send();
  return signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
      (message) => appendTransactionMessageInstructions(instructions, message),
    ),
  );
}

/** Polls `getSignatureStatuses` until the transaction is confirmed (or fails). */
async function confirmed(signature: Signature) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [status] = (await rpc().getSignatureStatuses([signature]).send()).value;
    if (status?.err) throw new Error(`transaction failed: ${JSON.stringify(status.err, String)}`);
    if (status && status.confirmationStatus !== 'processed') return status;
    await sleep(50);
  }
  throw new Error(`not confirmed: ${signature}`);
}

async function sendAndConfirm(payer: KeyPairSigner, instructions: readonly Instruction[]) {
  const transaction = await signed(payer, instructions);
  const signature = await rpc()
    .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
    .send();
  expect(signature).toBe(getSignatureFromTransaction(transaction));
  await confirmed(signature);
  return signature;
}

const ata = async (owner: KeyPairSigner['address']) =>
  (
    await findAssociatedTokenPda({
      owner,
      mint: address(solana().mint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
  )[0];

async function rawCall(method: string, params: unknown[]) {
  const response = await fetch(solana().rpc, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 9, method, params }),
  });
  return (await response.json()) as { error?: { code: number; message: string }; id: number };
}

describe('Solana sandbox (litesvm behind the JSON-RPC stand-in)', () => {
  it('gives the demo person a funded wallet, the same on every run', async () => {
    const { demo } = sandbox();
    const [first] = solana().accounts;
    expect(demo?.solanaAccount).toBe(first?.address);
    expect((await wallet(0)).address).toBe(first?.address);
    expect(first?.address).toBe((await walletKey(0)).signer.address);
    const owner = address(first?.address ?? '');
    expect((await rpc().getBalance(owner).send()).value).toBeGreaterThan(SOL);
    const tokens = await rpc()
      .getTokenAccountsByOwner(owner, { mint: address(solana().mint) }, { encoding: 'jsonParsed' })
      .send();
    expect(tokens.value[0]?.account.data.parsed.info.tokenAmount.decimals).toBe(DECIMALS);
    expect(
      BigInt(tokens.value[0]?.account.data.parsed.info.tokenAmount.amount ?? 0),
    ).toBeGreaterThan(0n);
  });

  it('confirms a SOL transfer and moves both balances', async () => {
    const sender = await wallet(1);
    const recipient = await generateKeyPairSigner();
    const before = (await rpc().getBalance(sender.address).send()).value;
    const started = performance.now();
    const signature = await sendAndConfirm(sender, [
      getTransferSolInstruction({ source: sender, destination: recipient.address, amount: SOL }),
    ]);
    console.info(
      `Solana transfer round trip (send + confirm): ${Math.round(performance.now() - started)} ms`,
    );
    const landed = await rpc()
      .getTransaction(signature, {
        commitment: 'confirmed',
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send();
    expect(landed?.meta?.err).toBeNull();
    const fee = landed?.meta?.fee ?? 0n;
    expect(fee).toBe(5000n);
    expect((await rpc().getBalance(recipient.address).send()).value).toBe(SOL);
    expect((await rpc().getBalance(sender.address).send()).value).toBe(before - SOL - fee);
    expect(landed?.meta?.preBalances[1]).toBe(0n);
    expect(landed?.meta?.postBalances[1]).toBe(SOL);
  });

  it('transfers sUSDC with transferChecked between associated token accounts', async () => {
    const sender = await wallet(2);
    const recipient = await generateKeyPairSigner();
    const mint = address(solana().mint);
    const source = await ata(sender.address);
    const destination = await ata(recipient.address);
    const amount = 12_500_000n; // 12.5 sUSDC
    const signature = await sendAndConfirm(sender, [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: sender,
        ata: destination,
        owner: recipient.address,
        mint,
      }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: sender,
        amount,
        decimals: DECIMALS,
      }),
    ]);
    const { value } = await rpc()
      .getTokenAccountsByOwner(recipient.address, { mint }, { encoding: 'jsonParsed' })
      .send();
    expect(value).toHaveLength(1);
    expect(value[0]?.pubkey).toBe(destination);
    expect(value[0]?.account.data.parsed.info.tokenAmount).toEqual({
      amount: '12500000',
      decimals: DECIMALS,
      uiAmount: 12.5,
      uiAmountString: '12.5',
    });
    const landed = await rpc()
      .getTransaction(signature, {
        commitment: 'confirmed',
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send();
    const received = landed?.meta?.postTokenBalances?.find(
      (balance) => balance.owner === recipient.address,
    );
    expect(received?.uiTokenAmount.amount).toBe('12500000');
  });

  it('filters program accounts by dataSize and memcmp', async () => {
    const owner = await wallet(0);
    const accounts = await rpc()
      .getProgramAccounts(TOKEN_PROGRAM_ADDRESS, {
        encoding: 'base64',
        filters: [
          { dataSize: 165n },
          { memcmp: { offset: 0n, bytes: solana().mint, encoding: 'base58' } },
          { memcmp: { offset: 32n, bytes: owner.address, encoding: 'base58' } },
        ],
      } as Parameters<ReturnType<typeof rpc>['getProgramAccounts']>[1])
      .send();
    expect(accounts.map((account) => account.pubkey)).toEqual([await ata(owner.address)]);
    const mints = await rpc()
      .getProgramAccounts(TOKEN_PROGRAM_ADDRESS, {
        encoding: 'base64',
        filters: [{ dataSize: 82n }],
      } as Parameters<ReturnType<typeof rpc>['getProgramAccounts']>[1])
      .send();
    expect(mints.map((account) => account.pubkey)).toContain(solana().mint);
  });

  it('answers a failing transaction in the real error shapes', async () => {
    const payer = await wallet(3);
    const tooMuch = await signed(payer, [
      getTransferSolInstruction({
        source: payer,
        destination: (await generateKeyPairSigner()).address,
        amount: 1_000_000n * SOL,
      }),
    ]);
    const wire = getBase64EncodedWireTransaction(tooMuch);
    const simulation = await rpc().simulateTransaction(wire, { encoding: 'base64' }).send();
    expect(simulation.value.err).toEqual({ InstructionError: [0n, { Custom: 1n }] });
    expect(simulation.value.logs).toContain(
      'Program 11111111111111111111111111111111 failed: custom program error: 0x1',
    );
    const error = await rpc()
      .sendTransaction(wire, { encoding: 'base64' })
      .send()
      .catch((caught: unknown) => caught);
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true);
    expect((error as { context: { unitsConsumed: bigint } }).context.unitsConsumed).toBe(150n);
    expect(isSolanaError((error as Error).cause, SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM)).toBe(
      true,
    );
    const [status] = (
      await rpc()
        .getSignatureStatuses([getSignatureFromTransaction(tooMuch)])
        .send()
    ).value;
    expect(status).toBeNull(); // refused in preflight: never sent
  });

  it('airdrops from the faucet', async () => {
    const target = await generateKeyPairSigner();
    const signature = await rpc()
      .requestAirdrop(target.address, lamports(3n * SOL))
      .send();
    await confirmed(signature);
    expect((await rpc().getBalance(target.address).send()).value).toBe(3n * SOL);
  });

  it('answers unknown methods with -32601 and bad params with -32602', async () => {
    expect(await rawCall('getBlockProduction', [])).toEqual({
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found' },
      id: 9,
    });
    expect((await rawCall('getBalance', ['not-a-pubkey'])).error).toEqual({
      code: -32602,
      message: 'Invalid param: Invalid',
    });
    expect((await rawCall('getSignatureStatuses', [['short']])).error).toEqual({
      code: -32602,
      message: 'Invalid param: WrongSize',
    });
  });

  it('misbehaves on demand: 503s reach the kit client; a dropped reply still lands', async () => {
    await setFaults('solana', { errorRate: 1, errorStatus: 503 });
    const error = await rpc()
      .getSlot()
      .send()
      .catch((caught: unknown) => caught);
    expect(isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)).toBe(true);
    expect((error as { context: { statusCode: number } }).context.statusCode).toBe(503);
    await clearFaults();

    const sender = await wallet(1);
    const recipient = await generateKeyPairSigner();
    const transfer = await signed(sender, [
      getTransferSolInstruction({ source: sender, destination: recipient.address, amount: SOL }),
    ]);
    await setFaults('solana', { dropAfterCommitRate: 1 });
    await expect(
      rpc()
        .sendTransaction(getBase64EncodedWireTransaction(transfer), { encoding: 'base64' })
        .send(),
    ).rejects.toThrow();
    await clearFaults();
    // The client never heard back, but the transaction landed: look it up by signature.
    await confirmed(getSignatureFromTransaction(transfer));
    expect((await rpc().getBalance(recipient.address).send()).value).toBe(SOL);
  });
});
