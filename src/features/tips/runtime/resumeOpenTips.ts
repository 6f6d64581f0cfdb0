import { createActor } from 'xstate';
import { PUBLIC_EVM_CHAINS } from '@/domain/wallet/publicEvmChains';
import { loadNetworkEndpoints } from '@/features/accounts';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { tipMachine } from '../machines/tipMachine';
import { tipChains } from './tipChains';
import { tipDeps } from './tipDeps';
import type { Tip } from './tipsProjection';

/** How a tip found open after a reload ended, for the person to be told. */
export type ResumedTipEnd = { tip: Tip; outcome: 'confirmed' | 'failed'; reason?: string };

/**
 * Tips left open by a page that died (issue 22: never sent twice): each is
 * looked for on chain by what was logged before the wallet was asked (its
 * hash, else its nonce or reference), then confirmed or failed. Nothing is
 * ever sent from here: no wallet is asked. One tab does it at a time.
 */
export async function resumeOpenTips(
  runtime: AppRuntime,
  open: readonly Tip[],
  onEnd: (end: ResumedTipEnd) => void,
): Promise<{ stop: () => void; settled: Promise<void> }> {
  const endpoints = await loadNetworkEndpoints(runtime.apiBase).catch(() => undefined);
  const chains = endpoints?.evm?.chains ?? PUBLIC_EVM_CHAINS;
  const chainFor = tipChains({
    evmChains: () => chains,
    ensureEvmChain: async () => ({ ok: false, message: 'Nothing is sent while a tip is checked.' }),
    evmProvider: () => undefined,
    solana: endpoints?.solana
      ? { rpc: endpoints.solana.rpc, chain: endpoints.solana.chain ?? 'solana:mainnet' }
      : undefined,
    solanaWallet: () => undefined,
  });
  const deps = tipDeps(runtime, chainFor, {
    fromAccountId: undefined,
    chainName: (id) => chains.find((c) => c.chainId === id)?.name ?? 'Solana',
  });
  const ends: Promise<void>[] = [];
  const actors = open.map((tip) => {
    const actor = createActor(tipMachine, {
      input: {
        deps,
        resume: {
          id: tip.id,
          profile: tip.profile,
          recipient: tip.recipient,
          ...(tip.post ? { post: tip.post as never } : {}),
          from: tip.from,
          token: tip.token,
          amount: tip.amount,
          ...(tip.usd === undefined ? {} : { usd: tip.usd }),
          prepared: tip.prepared,
          ...(tip.hash ? { hash: tip.hash } : {}),
        },
      },
    });
    ends.push(
      new Promise((resolve) => {
        actor.subscribe((snapshot) => {
          if (snapshot.value === 'confirmed') onEnd({ tip, outcome: 'confirmed' });
          if (snapshot.value === 'failed')
            onEnd({ tip, outcome: 'failed', reason: snapshot.context.error ?? '' });
          if (snapshot.status !== 'active' || snapshot.value === 'failed') resolve();
        });
      }),
    );
    return actor;
  });
  for (const actor of actors) actor.start();
  return {
    stop: () => {
      for (const actor of actors) actor.stop();
    },
    settled: Promise.all(ends).then(() => undefined),
  };
}
