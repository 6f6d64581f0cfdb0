import {
  createKeyPairFromBytes,
  createSolanaRpc,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
  type Base64EncodedWireTransaction,
  type TransactionMessageBytesBase64,
} from '@solana/kit';
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { Approvals } from './approvals';
import type { PermissionStore } from './sandboxEvmProvider';

/** The sandbox's cluster, as the Wallet Standard names a local validator's. */
export const SANDBOX_SOLANA_CHAIN = 'solana:localnet';
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const;

/** What a transaction says, for the approval dialog: a System transfer is named. */
function describe(messageBytes: Uint8Array) {
  const message = getCompiledTransactionMessageDecoder().decode(messageBytes);
  if (!('instructions' in message)) return { value: 'unknown' };
  const transfer = message.instructions.find((i) => {
    const program = message.staticAccounts[i.programAddressIndex];
    const data = i.data;
    return program === SYSTEM_PROGRAM && data?.length === 12 && data[0] === 2;
  });
  if (!transfer?.data || !transfer.accountIndices) return { value: '0 SOL' };
  const lamports = new DataView(transfer.data.buffer, transfer.data.byteOffset).getBigUint64(
    4,
    true,
  );
  const to = message.staticAccounts[transfer.accountIndices[1] ?? -1];
  return {
    value: `${Number(lamports) / 1e9} SOL`,
    method: 'System transfer',
    ...(to ? { to } : {}),
  };
}

/**
 * The sandbox wallet's Solana side, a Wallet Standard wallet as an extension
 * registers: `standard:connect` (silent on a reload), `standard:disconnect`,
 * `standard:events`, and the Solana signing features, each signature approved
 * by the person first (a refusal rejects, the Standard's way of saying no).
 */
export async function createSandboxSolanaWallet(options: {
  secretKey: string;
  rpc: string;
  approvals: Approvals;
  origin: string;
  permissions: PermissionStore;
  name: string;
  icon: WalletIcon;
}): Promise<Wallet> {
  const keyPair = await createKeyPairFromBytes(getBase58Encoder().encode(options.secretKey));
  const address = await getAddressFromPublicKey(keyPair.publicKey);
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', keyPair.publicKey));
  const rpc = createSolanaRpc(options.rpc);
  const authorizedKey = `polycast-sandbox-wallet:solana:${options.origin}`;
  const account: WalletAccount = {
    address,
    publicKey,
    chains: [SANDBOX_SOLANA_CHAIN],
    features: [...FEATURES],
  };
  const authorized = () => options.permissions.get(authorizedKey) === address;
  const listeners = new Set<StandardEventsListeners['change']>();
  const changed = () => {
    for (const listener of listeners) listener({ accounts: wallet.accounts });
  };
  const mustBeOurs = (asked: WalletAccount) => {
    if (!authorized() || asked.address !== address) throw new Error('Unknown account');
  };
  const approve = async (request: Parameters<Approvals['ask']>[0]) => {
    if (!(await options.approvals.ask(request))) throw new Error('User rejected the request.');
  };

  const sign = async (bytes: Uint8Array, send: boolean) => {
    const transaction = getTransactionDecoder().decode(bytes);
    const messageBase64 = getBase64Decoder().decode(
      transaction.messageBytes,
    ) as TransactionMessageBytesBase64;
    const fee = await rpc
      .getFeeForMessage(messageBase64)
      .send()
      .then((a) => (a.value === null ? 'unknown' : `${Number(a.value) / 1e9} SOL`))
      .catch(() => 'unknown');
    await approve({
      kind: 'transaction',
      family: 'solana',
      origin: options.origin,
      account: address,
      chain: 'Sandbox Solana (localnet)',
      dataSize: bytes.length,
      fee,
      signOnly: !send,
      ...describe(new Uint8Array(transaction.messageBytes)),
    });
    return partiallySignTransaction([keyPair], transaction);
  };

  const connect: StandardConnectFeature['standard:connect'] = {
    version: '1.0.0',
    async connect(input) {
      if (!authorized()) {
        if (input?.silent) return { accounts: [] };
        await approve({
          kind: 'connect',
          family: 'solana',
          origin: options.origin,
          accounts: [address],
        });
        options.permissions.set(authorizedKey, address);
        changed();
      }
      return { accounts: wallet.accounts };
    },
  };
  const disconnect: StandardDisconnectFeature['standard:disconnect'] = {
    version: '1.0.0',
    disconnect() {
      options.permissions.remove(authorizedKey);
      changed();
      return Promise.resolve();
    },
  };
  const events: StandardEventsFeature['standard:events'] = {
    version: '1.0.0',
    on(event, listener) {
      if (event !== 'change') return () => undefined;
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const signMessage: SolanaSignMessageFeature['solana:signMessage'] = {
    version: '1.1.0',
    async signMessage(...inputs) {
      const outputs = [];
      for (const input of inputs) {
        mustBeOurs(input.account);
        await approve({
          kind: 'message',
          family: 'solana',
          origin: options.origin,
          account: address,
          text: new TextDecoder().decode(input.message),
        });
        const signature = await signBytes(keyPair.privateKey, input.message);
        outputs.push({
          signedMessage: input.message,
          signature,
          signatureType: 'ed25519' as const,
        });
      }
      return outputs;
    },
  };
  const signTransaction: SolanaSignTransactionFeature['solana:signTransaction'] = {
    version: '1.0.0',
    supportedTransactionVersions: ['legacy', 0],
    async signTransaction(...inputs) {
      const outputs = [];
      for (const input of inputs) {
        mustBeOurs(input.account);
        const signed = await sign(input.transaction, false);
        outputs.push({ signedTransaction: new Uint8Array(getTransactionEncoder().encode(signed)) });
      }
      return outputs;
    },
  };
  const signAndSend: SolanaSignAndSendTransactionFeature['solana:signAndSendTransaction'] = {
    version: '1.0.0',
    supportedTransactionVersions: ['legacy', 0],
    async signAndSendTransaction(...inputs) {
      const outputs = [];
      for (const input of inputs) {
        mustBeOurs(input.account);
        const signed = await sign(input.transaction, true);
        const wire: Base64EncodedWireTransaction = getBase64EncodedWireTransaction(signed);
        await rpc
          .sendTransaction(wire, {
            encoding: 'base64',
            preflightCommitment: input.options?.preflightCommitment ?? 'confirmed',
          })
          .send();
        const signature = getSignatureFromTransaction(signed);
        outputs.push({ signature: new Uint8Array(getBase58Encoder().encode(signature)) });
      }
      return outputs;
    },
  };

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name,
    icon: options.icon,
    chains: [SANDBOX_SOLANA_CHAIN],
    get accounts() {
      return authorized() ? [account] : [];
    },
    features: {
      'standard:connect': connect,
      'standard:disconnect': disconnect,
      'standard:events': events,
      'solana:signMessage': signMessage,
      'solana:signTransaction': signTransaction,
      'solana:signAndSendTransaction': signAndSend,
    },
  };
  return wallet;
}

/** A signature's base58 text, from the bytes `signAndSendTransaction` answers. */
export const signatureText = (bytes: Uint8Array) => getBase58Decoder().decode(bytes);
