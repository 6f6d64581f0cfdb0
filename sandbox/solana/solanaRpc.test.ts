import {
  address,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  devnet,
  getBase64EncodedWireTransaction,
  getAddressEncoder,
  getBase64Decoder,
  getCompiledTransactionMessageEncoder,
  compileTransactionMessage,
  isSolanaError,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  appendTransactionMessageInstruction,
  SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  type Base64EncodedWireTransaction,
  type Signature,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp, type ServedApp } from '../serveApp';
import type { SandboxKey } from './sandboxKeys';
import { seedSolana } from './seedSolana';
import { signedTransaction } from './signedTransaction';
import { SolanaLedger } from './solanaLedger';
import { createSolanaRpcApp } from './solanaRpc';
import type { DecodedTransaction } from './wireTransaction';

const SOL = 1_000_000_000n;
let nowMs = 1_750_000_000_000;
const advanceSlots = (slots: number) => {
  nowMs += slots * 400;
};

let ledger: SolanaLedger;
let served: ServedApp;
let mint: string;
let wallets: SandboxKey[];
/** Typed as a test cluster's client, so `requestAirdrop` is there. */
const clientFor = (url: string) => createSolanaRpc(devnet(url));
let rpc: ReturnType<typeof clientFor>;

beforeAll(async () => {
  ledger = await SolanaLedger.create({ now: () => nowMs });
  ({ mint, wallets } = await seedSolana(ledger, { wallets: 3 }));
  served = await serveApp(createSolanaRpcApp(ledger));
  rpc = clientFor(served.url);
});
afterAll(() => served.close());

const wallet = (index: number) => {
  const key = wallets[index];
  if (!key) throw new Error(`no wallet ${index}`);
  return key.signer;
};

/** The raw JSON-RPC answer, to check shapes the kit client hides. */
async function raw(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(served.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const call = async (method: string, params: unknown[] = []) =>
  (await raw({ jsonrpc: '2.0', id: 1, method, params })).body;

const wire = (transaction: DecodedTransaction) =>
  Buffer.from(transaction.bytes).toString('base64') as Base64EncodedWireTransaction;

async function transfer(from: number, to: string, amount: bigint) {
  return signedTransaction(
    wallet(from),
    [getTransferSolInstruction({ source: wallet(from), destination: address(to), amount })],
    ledger.latestBlockhash('processed'),
  );
}

describe('Solana JSON-RPC stand-in', () => {
  it('answers JSON-RPC errors in the validator’s format', async () => {
    expect(await call('getBlockProduction')).toEqual({
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found' },
      id: 1,
    });
    expect(await call('getBalance', ['not-a-key'])).toMatchObject({
      error: { code: -32602, message: 'Invalid param: Invalid' },
    });
    expect(await call('getBalance', ['1111'])).toMatchObject({
      error: { code: -32602, message: 'Invalid param: WrongSize' },
    });
    expect(await call('getBalance', [42])).toMatchObject({
      error: { code: -32602, message: expect.stringMatching(/^Invalid params: /) },
    });
    expect((await raw('{"jsonrpc":"2.0","id":1,')).body).toEqual({
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
      id: null,
    });
    const batch = await raw([
      { jsonrpc: '2.0', id: 'a', method: 'getHealth' },
      { jsonrpc: '2.0', id: 'b', method: 'nope' },
    ]);
    expect(batch.body).toEqual([
      { jsonrpc: '2.0', result: 'ok', id: 'a' },
      { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: 'b' },
    ]);
    const wrongType = await fetch(served.url, { method: 'POST', body: '{}' });
    expect(wrongType.status).toBe(415);
    await wrongType.body?.cancel();
  });

  it('reads accounts in every encoding, token accounts parsed', async () => {
    const owner = wallet(0).address;
    const tokens = await rpc
      .getTokenAccountsByOwner(owner, { mint: address(mint) }, { encoding: 'jsonParsed' })
      .send();
    const [ata] = tokens.value;
    expect(ata?.account.data.parsed).toEqual({
      info: {
        isNative: false,
        mint,
        owner,
        state: 'initialized',
        tokenAmount: {
          amount: '10000000000',
          decimals: 6,
          uiAmount: 10000,
          uiAmountString: '10000',
        },
      },
      type: 'account',
    });
    // kit's types leave `rentEpoch` out; the validator sends u64::MAX.
    expect((ata?.account as { rentEpoch?: bigint } | undefined)?.rentEpoch).toBe(
      18446744073709551615n,
    );
    if (!ata) throw new Error('no token account');
    // The default (legacy binary) encoding refuses data over 128 bytes.
    expect(await call('getAccountInfo', [ata.pubkey])).toMatchObject({
      error: {
        code: -32602,
        message:
          'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
      },
    });
    const base64 = await rpc.getAccountInfo(ata.pubkey, { encoding: 'base64' }).send();
    expect(base64.value?.data[1]).toBe('base64');
    expect(Buffer.from(base64.value?.data[0] ?? '', 'base64')).toHaveLength(165);
    expect(base64.value?.owner).toBe(TOKEN_PROGRAM_ADDRESS);
    const mintInfo = await rpc.getAccountInfo(address(mint), { encoding: 'jsonParsed' }).send();
    expect(mintInfo.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6, supply: '30000000000', freezeAuthority: null } },
    });
    const several = await rpc
      .getMultipleAccounts([owner, address('11111111111111111111111111111112')])
      .send();
    expect(several.value[0]?.lamports).toBe(100n * SOL);
    expect(several.value[1]).toBeNull();
    expect((await rpc.getTokenSupply(address(mint)).send()).value.uiAmountString).toBe('30000');
    expect((await rpc.getTokenAccountBalance(ata.pubkey).send()).value.amount).toBe('10000000000');
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(2_039_280n);
    expect(await call('getTokenAccountsByOwner', [owner, { mint: owner }])).toMatchObject({
      error: { code: -32602, message: 'Invalid param: not a Token mint' },
    });
  });

  it('scans program accounts with dataSize and memcmp filters', async () => {
    const owner = wallet(1).address;
    const byMint = await rpc
      .getProgramAccounts(TOKEN_PROGRAM_ADDRESS, {
        encoding: 'base64',
        filters: [{ dataSize: 165n }, { memcmp: { offset: 0n, bytes: mint, encoding: 'base58' } }],
      } as Parameters<typeof rpc.getProgramAccounts>[1])
      .send();
    expect(byMint).toHaveLength(3);
    // Sorted by address bytes, as the validator's default `sortResults` does.
    const keys = byMint.map((account) => Buffer.from(getAddressEncoder().encode(account.pubkey)));
    expect([...keys].sort(Buffer.compare)).toEqual(keys);
    const ownerBytes = Buffer.from(Uint8Array.from(getAddressEncoder().encode(owner))).toString(
      'base64',
    );
    const byOwner = await call('getProgramAccounts', [
      TOKEN_PROGRAM_ADDRESS,
      {
        encoding: 'base64',
        withContext: true,
        filters: [
          { dataSize: 165 },
          { memcmp: { offset: 32, bytes: ownerBytes, encoding: 'base64' } },
        ],
      },
    ]);
    const result = byOwner.result as { context: { slot: number }; value: unknown[] };
    expect(result.context.slot).toBeGreaterThan(0);
    expect(result.value).toHaveLength(1);
    expect(
      await call('getProgramAccounts', [TOKEN_PROGRAM_ADDRESS, { filters: [{ dataSize: 82 }] }]),
    ).toMatchObject({
      result: expect.arrayContaining([
        expect.objectContaining({ pubkey: mint }),
        expect.objectContaining({ pubkey: 'So11111111111111111111111111111111111111112' }),
      ]),
    });
    expect(
      await call('getProgramAccounts', [
        TOKEN_PROGRAM_ADDRESS,
        { filters: Array.from({ length: 5 }, () => ({ dataSize: 165 })) },
      ]),
    ).toMatchObject({ error: { code: -32602, message: 'Too many filters provided; max 4' } });
    expect(
      await call('getProgramAccounts', [
        TOKEN_PROGRAM_ADDRESS,
        { filters: [{ memcmp: { offset: 0, bytes: '0OIl' } }] },
      ]),
    ).toMatchObject({
      error: {
        code: -32602,
        message: "Invalid param: Base58DecodeError(InvalidCharacter { character: '0', index: 0 })",
      },
    });
  });

  it('fails preflight with -32002 and the simulation result, as kit expects', async () => {
    const tooMuch = await transfer(0, wallet(1).address, 1000n * SOL);
    const answer = await call('sendTransaction', [wire(tooMuch), { encoding: 'base64' }]);
    expect(answer).toMatchObject({
      error: {
        code: -32002,
        message:
          'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
        data: {
          err: { InstructionError: [0, { Custom: 1 }] },
          logs: expect.arrayContaining([expect.stringMatching(/insufficient lamports/)]),
          accounts: null,
          unitsConsumed: 150,
          fee: 5000,
          replacementBlockhash: null,
        },
      },
    });
    const error = await rpc
      .sendTransaction(wire(tooMuch), { encoding: 'base64' })
      .send()
      .catch((caught: unknown) => caught);
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true);
    const cause = (error as Error).cause;
    expect(isSolanaError(cause, SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM)).toBe(true);
    expect((cause as { context: object }).context).toMatchObject({ code: 1, index: 0 });
    expect(ledger.transaction(tooMuch.signature)).toBeUndefined();

    // Without preflight it is sent, lands failed and pays its fee.
    const before = ledger.balance(wallet(0).address);
    expect(
      await rpc.sendTransaction(wire(tooMuch), { encoding: 'base64', skipPreflight: true }).send(),
    ).toBe(tooMuch.signature);
    const { value } = await rpc.getSignatureStatuses([tooMuch.signature as Signature]).send();
    // kit reads every integer as a bigint.
    expect(value[0]?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] });
    expect(ledger.balance(wallet(0).address)).toBe(before - 5000n);
    // A base64 transaction sent without `encoding` is read as base58 and refused.
    expect(await call('sendTransaction', [wire(tooMuch)])).toMatchObject({
      error: { code: -32602, message: expect.stringMatching(/^invalid base58 encoding: /) },
    });
  });

  it('simulates: failures in value.err, replaced blockhashes, post-state accounts', async () => {
    const tooMuch = await transfer(1, wallet(2).address, 1000n * SOL);
    const failed = await rpc.simulateTransaction(wire(tooMuch), { encoding: 'base64' }).send();
    expect(failed.value.err).toEqual({ InstructionError: [0n, { Custom: 1n }] });
    expect(failed.value.logs?.join('\n')).toMatch(/insufficient lamports/);
    const ok = await transfer(1, wallet(2).address, SOL);
    advanceSlots(200);
    const replaced = await rpc
      .simulateTransaction(wire(ok), {
        encoding: 'base64',
        replaceRecentBlockhash: true,
        accounts: { addresses: [wallet(2).address], encoding: 'base64' },
      })
      .send();
    expect(replaced.value.err).toBeNull();
    expect(replaced.value.replacementBlockhash?.blockhash).toBe(
      ledger.latestBlockhash('confirmed').blockhash,
    );
    expect(replaced.value.accounts[0]?.lamports).toBe(ledger.balance(wallet(2).address) + SOL);
    const expired = await rpc.simulateTransaction(wire(ok), { encoding: 'base64' }).send();
    expect(expired.value.err).toBe('BlockhashNotFound');
    expect(
      await call('simulateTransaction', [
        wire(ok),
        { encoding: 'base64', sigVerify: true, replaceRecentBlockhash: true },
      ]),
    ).toMatchObject({
      error: { code: -32602, message: 'sigVerify may not be used with replaceRecentBlockhash' },
    });
  });

  it('moves a status from processed to confirmed to finalized, and serves the transaction', async () => {
    const sent = await transfer(2, wallet(0).address, SOL);
    const signature = await rpc.sendTransaction(wire(sent), { encoding: 'base64' }).send();
    const statusOf = async () => (await rpc.getSignatureStatuses([signature]).send()).value[0];
    expect(await statusOf()).toMatchObject({
      confirmationStatus: 'processed',
      confirmations: 0n,
      err: null,
      status: { Ok: null },
    });
    expect(
      await rpc
        .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' })
        .send(),
    ).toBeNull();
    expect(await call('getTransaction', [signature, { commitment: 'processed' }])).toMatchObject({
      error: { code: -32602, message: 'Method does not support commitment below `confirmed`' },
    });
    advanceSlots(1);
    expect(await statusOf()).toMatchObject({ confirmationStatus: 'confirmed', confirmations: 1n });
    expect(await call('getTransaction', [signature, { commitment: 'confirmed' }])).toMatchObject({
      error: {
        code: -32015,
        message:
          'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
      },
    });
    const found = await rpc
      .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'jsonParsed' })
      .send();
    expect(found?.version).toBe(0);
    expect(found?.meta?.fee).toBe(5000n);
    expect(found?.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: {
        type: 'transfer',
        info: { source: wallet(2).address, destination: wallet(0).address, lamports: SOL },
      },
    });
    advanceSlots(31);
    expect(await statusOf()).toMatchObject({
      confirmationStatus: 'finalized',
      confirmations: null,
    });
    const history = await rpc.getSignaturesForAddress(wallet(2).address, { limit: 1 }).send();
    expect(history).toEqual([
      expect.objectContaining({ signature, err: null, confirmationStatus: 'finalized' }),
    ]);
  });

  it('refuses reads short of minContextSlot with -32016', async () => {
    // Without a commitment the validator reads at `finalized`.
    const slot = ledger.slotAt('finalized');
    expect(
      await call('getBalance', [wallet(0).address, { minContextSlot: Number(slot) + 10 }]),
    ).toMatchObject({
      error: {
        code: -32016,
        message: 'Minimum context slot has not been reached',
        data: { contextSlot: Number(slot) },
      },
    });
  });

  it('prices messages and checks blockhashes', async () => {
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(wallet(0).address, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: wallet(0),
            destination: wallet(1).address,
            amount: 1n,
          }),
          m,
        ),
    );
    const messageBytes = getCompiledTransactionMessageEncoder().encode(
      compileTransactionMessage(message),
    );
    const encoded = getBase64Decoder().decode(messageBytes);
    const fee = await rpc
      .getFeeForMessage(encoded as Parameters<typeof rpc.getFeeForMessage>[0])
      .send();
    expect(fee.value).toBe(5000n);
    expect(getBase64EncodedWireTransaction(compileTransaction(message))).toBeTruthy();
    expect((await rpc.isBlockhashValid(latest.blockhash).send()).value).toBe(true);
    advanceSlots(151);
    expect((await rpc.isBlockhashValid(latest.blockhash).send()).value).toBe(false);
  });

  it('airdrops from the faucet', async () => {
    const target = address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');
    const signature = await rpc.requestAirdrop(target, lamports(2n * SOL)).send();
    expect((await rpc.getSignatureStatuses([signature]).send()).value[0]?.err).toBeNull();
    expect((await rpc.getBalance(target).send()).value).toBe(2n * SOL);
  });
});
