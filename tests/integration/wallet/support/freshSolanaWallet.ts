import { randomUUID } from 'node:crypto';
import {
  address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  devnet,
  getBase64EncodedWireTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Signature,
} from '@solana/kit';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintToCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import type { WalletAccount } from '@wallet-standard/base';
import type { StandardConnectFeature } from '@wallet-standard/features';
import type { ApprovalRequest } from '@/features/wallet/runtime/sandboxWallet/approvals';
import { createSandboxSolanaWallet } from '@/features/wallet/runtime/sandboxWallet/sandboxSolanaWallet';
import { sandboxKey } from '../../../../sandbox/solana/sandboxKeys';
import { SANDBOX_TOKEN } from '../../../../sandbox/solana/seedSolana';
import { memoryPermissions, ORIGIN, person, until } from './sandboxWalletPerson';

/** Waits until a signature is confirmed on the sandbox chain. */
export async function confirmedSignature(rpcUrl: string, signature: Signature) {
  const rpc = createSolanaRpc(rpcUrl);
  await until(async () => {
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value;
    if (status?.err) throw new Error(`failed: ${JSON.stringify(status.err, String)}`);
    return status && status.confirmationStatus !== 'processed' ? status : undefined;
  }, `confirmed ${signature}`);
}

/** Mints sandbox sUSDC (6 decimals) to an owner, as the seed does: the mint authority is a sandbox key. */
export async function mintSandboxTokens(
  rpcUrl: string,
  mint: string,
  owner: string,
  amount: bigint,
) {
  const rpc = createSolanaRpc(rpcUrl);
  const authority = (await sandboxKey('mint-authority')).signer;
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(mint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  });
  const { value: lifetime } = await rpc.getLatestBlockhash().send();
  const signed = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(authority, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getCreateAssociatedTokenIdempotentInstruction({
              payer: authority,
              ata,
              owner: address(owner),
              mint: address(mint),
            }),
            getMintToCheckedInstruction({
              mint: address(mint),
              token: ata,
              mintAuthority: authority,
              amount,
              decimals: SANDBOX_TOKEN.decimals,
            }),
          ],
          m,
        ),
    ),
  );
  const signature = await rpc
    .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
    .send();
  await confirmedSignature(rpcUrl, signature);
}

/**
 * A Solana wallet of its own: a new sandbox key given `sol` lamports by the
 * faucet and `tokens` sUSDC, behind the sandbox wallet's Wallet Standard
 * features with `answer` at its dialog, connected.
 */
export async function freshSolanaWallet(options: {
  rpcUrl: string;
  mint: string;
  sol: bigint;
  tokens?: bigint;
  answer?: (request: ApprovalRequest) => boolean;
}) {
  const key = await sandboxKey(`tip-test-${randomUUID()}`);
  const rpc = createSolanaRpc(devnet(options.rpcUrl));
  const airdrop = await rpc.requestAirdrop(key.signer.address, lamports(options.sol)).send();
  await confirmedSignature(options.rpcUrl, airdrop);
  if (options.tokens)
    await mintSandboxTokens(options.rpcUrl, options.mint, key.signer.address, options.tokens);
  const { approvals, seen } = person(options.answer ?? (() => true));
  const wallet = await createSandboxSolanaWallet({
    secretKey: key.secretKey,
    rpc: options.rpcUrl,
    approvals,
    origin: ORIGIN,
    permissions: memoryPermissions(),
    name: 'Sandbox Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  });
  const connect = (wallet.features as StandardConnectFeature)['standard:connect'];
  const { accounts } = await connect.connect();
  const account: WalletAccount | undefined = accounts[0];
  if (!account) throw new Error('the sandbox wallet gave no account');
  return { address: key.signer.address, wallet, account, seen };
}
