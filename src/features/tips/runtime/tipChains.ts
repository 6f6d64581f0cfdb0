import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import type { Eip1193Like } from '@/domain/wallet/eip6963';
import type { SourceError } from '@/domain/result';
import type { EvmChain } from '@/domain/wallet/evmChains';
import {
  findEvmTransfer,
  findSolanaTransfer,
  prepareEvmTransfer,
  preparedEvmTransferSchema,
  preparedSolanaTransferSchema,
  prepareSolanaTransfer,
  submitEvmTransfer,
  submitSolanaTransfer,
  waitForEvmTransfer,
  waitForSolanaTransfer,
  type WalletError,
} from '@/sources/chains';
import type {
  ConfirmOutcome,
  FindOutcome,
  LoggedTip,
  SendOutcome,
  TipChain,
  TipDraft,
} from '../machines/tipPorts';

/** What the tip chains need of the page's wallets and the server's endpoints. */
export interface TipChainsOptions {
  evmChains: () => readonly EvmChain[];
  /** Moves the EVM wallet to the chain (wallet.md §6), or says why it could not. */
  ensureEvmChain: (chainId: number) => Promise<{ ok: true } | { ok: false; message: string }>;
  evmProvider: () => Eip1193Like | undefined;
  /** The cluster's RPC and its Wallet Standard chain ('solana:…', checked by the endpoints' schema). */
  solana: { rpc: string; chain: string } | undefined;
  solanaWallet: () => { wallet: Wallet; account: WalletAccount } | undefined;
}

const NOT_SENT = 'It was never sent: nothing left your wallet.';
const failure = (error: SourceError | WalletError) => error.message;

function sendOutcome(
  result: { ok: true; value: string } | { ok: false; error: WalletError },
): SendOutcome {
  if (result.ok) return { kind: 'sent', hash: result.value };
  if (result.error.kind === 'cancelled') return { kind: 'cancelled' };
  return { kind: 'failed', reason: result.error.message };
}

function evmChain(options: TipChainsOptions): TipChain {
  const chainOf = (chainId: number) => {
    const chain = options.evmChains().find((c) => c.chainId === chainId);
    if (!chain) throw new Error(`Unsupported network: ${chainId}`);
    return chain;
  };
  const prepared = (tip: LoggedTip) => preparedEvmTransferSchema.parse(tip.prepared);
  return {
    async prepare(draft: TipDraft) {
      const chain = chainOf(draft.token.chainId);
      const switched = await options.ensureEvmChain(chain.chainId);
      if (!switched.ok) throw new Error(switched.message);
      const result = await prepareEvmTransfer({
        rpcUrl: chain.rpc,
        chainId: chain.chainId,
        from: draft.from,
        token: draft.token,
        recipient: draft.recipient.address,
        amount: draft.amount,
      });
      if (!result.ok) throw new Error(failure(result.error));
      return result.value;
    },
    async send(tip) {
      const provider = options.evmProvider();
      if (!provider) return { kind: 'failed', reason: 'No EVM wallet is connected.' };
      return sendOutcome(await submitEvmTransfer({ provider, prepared: prepared(tip) }));
    },
    async confirm(tip, hash): Promise<ConfirmOutcome> {
      const result = await waitForEvmTransfer({
        rpcUrl: chainOf(tip.token.chainId).rpc,
        hash: hash as `0x${string}`,
      });
      if (!result.ok) return { kind: 'unreachable', reason: failure(result.error) };
      const outcome = result.value;
      if (outcome.status === 'confirmed') return { kind: 'confirmed', hash: outcome.hash };
      if (outcome.status === 'reverted')
        return { kind: 'reverted', reason: 'The chain reverted the transfer.', hash: outcome.hash };
      // Sped up or cancelled in the wallet: only the replacement stands.
      return {
        kind: 'replaced',
        reason: 'The wallet replaced the transfer with another transaction.',
        hash: outcome.replacement,
      };
    },
    async find(tip): Promise<FindOutcome> {
      const result = await findEvmTransfer({
        rpcUrl: chainOf(tip.token.chainId).rpc,
        prepared: prepared(tip),
      });
      if (!result.ok) return { kind: 'unreachable', reason: failure(result.error) };
      const found = result.value;
      switch (found.status) {
        case 'found':
          return { kind: 'found', hash: found.hash };
        case 'pending':
          return { kind: 'pending' };
        case 'replaced':
          return {
            kind: 'replaced',
            reason: 'Another transaction from your wallet took its place: the tip was not sent.',
          };
        case 'not_sent':
          return { kind: 'not_sent', reason: NOT_SENT };
      }
    },
  };
}

function solanaChain(options: TipChainsOptions): TipChain {
  const cluster = () => {
    if (!options.solana) throw new Error('No Solana cluster is configured.');
    return options.solana;
  };
  const prepared = (tip: LoggedTip) => preparedSolanaTransferSchema.parse(tip.prepared);
  return {
    async prepare(draft, tipId) {
      const result = await prepareSolanaTransfer({
        rpcUrl: cluster().rpc,
        from: draft.from,
        token: draft.token,
        recipient: draft.recipient.address,
        amount: draft.amount,
        tipId,
      });
      if (!result.ok) throw new Error(failure(result.error));
      return result.value;
    },
    async send(tip) {
      const connected = options.solanaWallet();
      if (!connected) return { kind: 'failed', reason: 'No Solana wallet is connected.' };
      return sendOutcome(
        await submitSolanaTransfer({
          ...connected,
          chain: cluster().chain as IdentifierString,
          prepared: prepared(tip),
        }),
      );
    },
    async confirm(tip, hash, signal): Promise<ConfirmOutcome> {
      const result = await waitForSolanaTransfer({
        rpcUrl: cluster().rpc,
        signature: hash,
        lastValidBlockHeight: prepared(tip).lastValidBlockHeight,
        signal,
      });
      if (!result.ok) return { kind: 'unreachable', reason: failure(result.error) };
      const outcome = result.value;
      if (outcome.status === 'confirmed') return { kind: 'confirmed', hash: outcome.signature };
      if (outcome.status === 'failed')
        return { kind: 'reverted', reason: `The transfer failed: ${outcome.error}`, hash };
      return { kind: 'dropped', reason: 'The transfer expired before the chain took it.', hash };
    },
    async find(tip): Promise<FindOutcome> {
      const result = await findSolanaTransfer({ rpcUrl: cluster().rpc, prepared: prepared(tip) });
      if (!result.ok) return { kind: 'unreachable', reason: failure(result.error) };
      const found = result.value;
      if (found.status === 'found') return { kind: 'found', hash: found.signature };
      if (found.status === 'pending') return { kind: 'pending' };
      return { kind: 'not_sent', reason: NOT_SENT };
    },
  };
}

/** The chain side of tips for both families, from the page's wallets and endpoints. */
export function tipChains(options: TipChainsOptions): (tip: Pick<TipDraft, 'token'>) => TipChain {
  const evm = evmChain(options);
  const solana = solanaChain(options);
  return (tip) => (tip.token.family === 'evm' ? evm : solana);
}
