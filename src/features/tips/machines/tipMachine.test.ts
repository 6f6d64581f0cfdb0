import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { TipDeps, TipDraft, TipChain, SendOutcome, FindOutcome } from './tipPorts';
import { TIP_RECHECK_MS, tipMachine } from './tipMachine';

const draft: TipDraft = {
  profile: { source: 'Farcaster', id: '2', handle: 'bob' },
  recipient: { address: '0xBob', networkType: 'evm', isDefault: true },
  from: '0xAlice',
  token: {
    family: 'evm',
    chainId: 31337,
    address: 'native',
    symbol: 'ETH',
    name: 'Ether',
    decimals: 18,
  },
  amount: 1000n,
};

/**
 * A chain with real state for the machine's collaborator: what the wallet
 * sent (`sent`), scripted wallet answers, and lookups that read `sent`.
 */
function chain(answers: (SendOutcome | 'throwAfterSending')[] = []) {
  const sent: string[] = [];
  const fake: TipChain = {
    prepare: async (_draft, id) => ({ nonce: sent.length, id }),
    send: async (tip) => {
      const answer = answers.shift() ?? { kind: 'sent', hash: `0xhash-${tip.id}` };
      if (answer === 'throwAfterSending') {
        sent.push(`0xhash-${tip.id}`);
        throw new Error('The wallet went away');
      }
      if (answer.kind === 'sent') sent.push(answer.hash);
      return answer;
    },
    confirm: async (_tip, hash) => ({ kind: 'confirmed', hash }),
    find: async (tip): Promise<FindOutcome> => {
      const hash = `0xhash-${tip.id}`;
      return sent.includes(hash)
        ? { kind: 'found', hash }
        : { kind: 'not_sent', reason: 'Nothing left your wallet.' };
    },
  };
  return { fake, sent };
}

function deps(fake: TipChain) {
  const events: { id: string; type: string; payload: unknown }[] = [];
  const reports: string[] = [];
  let next = 0;
  const value: TipDeps = {
    chainFor: () => fake,
    log: async (id, event) => void events.push({ id, ...event }),
    report: async (_tip, hash) => {
      reports.push(hash);
      throw new Error('server down');
    },
    newId: () => `tip-${++next}`,
  };
  return { value, events, reports };
}

describe('a tip’s life', () => {
  it('logs the tip before the wallet is asked, then its hash, confirmation and report', async () => {
    const { fake, sent } = chain();
    const d = deps(fake);
    const actor = createActor(tipMachine, { input: { deps: d.value, draft } }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(d.events.map((e) => e.type)).toEqual(['TipRequested', 'TipSubmitted', 'TipConfirmed']);
    expect(sent).toEqual(['0xhash-tip-1']);
    // The report failed, and that changed nothing.
    expect(d.reports).toEqual(['0xhash-tip-1']);
  });

  it('ends quietly when the person says no in the wallet', async () => {
    const { fake, sent } = chain([{ kind: 'cancelled' }]);
    const d = deps(fake);
    const actor = createActor(tipMachine, { input: { deps: d.value, draft } }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(d.events.map((e) => e.type)).toEqual(['TipRequested', 'TipCancelled']);
    expect(sent).toEqual([]);
  });

  it('after a wallet failure, a retry looks for the failed tip first and never sends it twice', async () => {
    const { fake, sent } = chain(['throwAfterSending']);
    const d = deps(fake);
    const actor = createActor(tipMachine, { input: { deps: d.value, draft } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('The wallet went away');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('confirmed');
    // Found on chain: the one transfer that left the wallet, confirmed; no second one.
    expect(sent).toEqual(['0xhash-tip-1']);
    expect(d.events.map((e) => e.type)).toEqual(['TipRequested', 'TipSubmitted', 'TipConfirmed']);
    expect(d.events[1]?.payload).toEqual({ hash: '0xhash-tip-1', found: true });
  });

  it('after a wallet refusal, a retry that finds nothing sent makes a new tip', async () => {
    const { fake, sent } = chain([{ kind: 'failed', reason: 'insufficient funds' }]);
    const d = deps(fake);
    const actor = createActor(tipMachine, { input: { deps: d.value, draft } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual(['0xhash-tip-2']);
    expect(d.events.map((e) => `${e.id} ${e.type}`)).toEqual([
      'tip-1 TipRequested',
      'tip-1 TipFailed',
      'tip-1 TipFailed',
      'tip-2 TipRequested',
      'tip-2 TipSubmitted',
      'tip-2 TipConfirmed',
    ]);
  });

  it('a tip found open after a reload is looked for: found, it is confirmed and not sent again', async () => {
    const { fake, sent } = chain();
    sent.push('0xhash-tip-9');
    const d = deps(fake);
    const resume = { ...draft, id: 'tip-9', amount: '1000', prepared: { nonce: 0 } };
    const actor = createActor(tipMachine, { input: { deps: d.value, resume } }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(sent).toEqual(['0xhash-tip-9']);
    expect(d.events.map((e) => e.type)).toEqual(['TipSubmitted', 'TipConfirmed']);
  });

  it('a tip found open and never sent is failed as not sent, and nothing is sent by itself', async () => {
    const { fake, sent } = chain();
    const d = deps(fake);
    const resume = { ...draft, id: 'tip-9', amount: '1000', prepared: { nonce: 0 } };
    const actor = createActor(tipMachine, { input: { deps: d.value, resume } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Nothing left your wallet.');
    expect(sent).toEqual([]);
    expect(d.events).toEqual([
      {
        id: 'tip-9',
        type: 'TipFailed',
        payload: { stage: 'not_sent', reason: 'Nothing left your wallet.' },
      },
    ]);
  });

  it('a reverted transfer fails with the chain’s reason', async () => {
    const { fake } = chain();
    fake.confirm = async () => ({ kind: 'reverted', reason: 'The transfer was reverted' });
    const d = deps(fake);
    const actor = createActor(tipMachine, { input: { deps: d.value, draft } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('The transfer was reverted');
    expect(d.events.at(-1)).toMatchObject({ type: 'TipFailed', payload: { stage: 'reverted' } });
  });

  it('with the chain unreachable, a sent tip waits in a clear state and is confirmed once it answers', async () => {
    vi.useFakeTimers();
    try {
      const { fake } = chain();
      let reachable = false;
      fake.confirm = async (_tip, hash) =>
        reachable
          ? { kind: 'confirmed', hash }
          : { kind: 'unreachable', reason: 'Failed to fetch' };
      const d = deps(fake);
      const actor = createActor(tipMachine, { input: { deps: d.value, draft } }).start();
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('waiting'));
      expect(actor.getSnapshot().context.error).toBe('Failed to fetch');
      reachable = true;
      await vi.advanceTimersByTimeAsync(TIP_RECHECK_MS);
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('confirmed'));
      expect(d.events.map((e) => e.type)).toEqual(['TipRequested', 'TipSubmitted', 'TipConfirmed']);
    } finally {
      vi.useRealTimers();
    }
  });
});
