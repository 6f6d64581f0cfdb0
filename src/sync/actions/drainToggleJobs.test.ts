import { describe, expect, it } from 'vitest';
import { toggleKeyOf, type ToggleAddress, type ToggleKind } from '@/domain/actions/toggleIntent';
import { fail, ok, type SourceError, type SourceResult } from '@/domain/result';
import { loginRequiredToAct } from '@/domain/messages/actions';
import type { Source } from '@/sources/source';
import { memoryToggleLog } from '../../../tests/support/memoryToggleLog';
import { drainToggleJobs } from './drainToggleJobs';
import { MAX_TOGGLE_ATTEMPTS } from './runToggleJob';
import { openToggleCount } from './toggleQueries';

const LIKE: ToggleAddress = { source: 'Lens', accountId: '0xme', kind: 'like', target: 'post-1' };

/**
 * A network with real state: a set of what is switched on, idempotent by
 * state as the adapters are. `next` scripts the answer to the coming calls:
 * 'lost' applies the call and loses its answer; an error refuses it.
 */
function network(initiallyOn: string[] = []) {
  const on = new Set(initiallyOn);
  const calls: { kind: ToggleKind; target: string; on: boolean }[] = [];
  const next: ('lost' | SourceError)[] = [];
  const refuse = () => {
    throw new Error('not expected here');
  };
  const source: Source = {
    source: 'Lens',
    setToggle: async (kind, target, wanted): Promise<SourceResult<void>> => {
      calls.push({ kind, target, on: wanted });
      const scripted = next.shift();
      if (scripted && scripted !== 'lost') return fail(scripted);
      if (wanted) on.add(`${kind}:${target}`);
      else on.delete(`${kind}:${target}`);
      return scripted === 'lost'
        ? fail({ kind: 'unknown_outcome', message: 'reset' })
        : ok(undefined);
    },
    prepare: refuse,
    publish: refuse,
    reconcile: refuse,
    findRecentPostByFingerprint: refuse,
    deletePost: refuse,
    getPost: refuse,
    getThread: refuse,
    getProfile: refuse,
    uploadMedia: refuse,
  };
  return {
    source,
    calls,
    next,
    isOn: (kind: ToggleKind, target: string) => on.has(`${kind}:${target}`),
  };
}

function outbox(net: ReturnType<typeof network> | undefined) {
  let now = 1_000_000;
  const log = memoryToggleLog(() => now);
  const drain = () =>
    drainToggleJobs({
      append: log.append,
      state: log.state,
      sourceFor: async () => net?.source,
      now: () => now,
      random: () => 0, // no jitter: a retry is due at once
      executor: 'test',
      signal: new AbortController().signal,
      callTimeoutMs: 1000,
    });
  return { log, drain, advance: (ms: number) => (now += ms) };
}

describe('sending the reader’s switches', () => {
  it('sends one call for many presses: the last one, when it differs from the network', async () => {
    const net = network();
    const { log, drain } = outbox(net);
    for (let i = 0; i < 5; i++) {
      await log.press(LIKE, true, false);
      await log.press(LIKE, false, false);
    }
    await drain();
    expect(net.calls).toEqual([]);
    await log.press(LIKE, true, false);
    await drain();
    expect(net.calls).toEqual([{ kind: 'like', target: 'post-1', on: true }]);
    expect(net.isOn('like', 'post-1')).toBe(true);
    expect(openToggleCount(await log.state())).toBe(0);
  });

  it('sends a lost call again, and the network ends with one like', async () => {
    const net = network();
    net.next.push('lost');
    const { log, drain } = outbox(net);
    await log.press(LIKE, true, false);
    await drain();
    expect(log.events.map((e) => e.type)).toEqual([
      'ToggleRequested',
      'ToggleAttempted',
      'ToggleOutcomeUnknown',
      'ToggleAttempted',
      'ToggleConfirmed',
    ]);
    expect(net.isOn('like', 'post-1')).toBe(true);
  });

  it('sends an undo whose switch had a call cut short: that call may have landed', async () => {
    // The like went out, the executor died before its answer came, and the like landed.
    const net = network(['like:post-1']);
    const { log, drain } = outbox(net);
    await log.press(LIKE, true, false);
    await log.append({
      type: 'ToggleAttempted',
      aggregateId: toggleKeyOf(LIKE),
      payload: { on: true, attempt: 1, executor: 'killed' },
    });
    // The reader unlikes: as far as the log knows, that cancels out; the network may say otherwise.
    await log.press(LIKE, false, true);
    await drain();
    expect(net.calls).toEqual([{ kind: 'like', target: 'post-1', on: false }]);
    expect(net.isOn('like', 'post-1')).toBe(false);
    expect(openToggleCount(await log.state())).toBe(0);
  });

  it('sends an undo whose switch had a call fail or lose its answer meanwhile', async () => {
    for (const outcome of ['failed', 'lost'] as const) {
      // The like went out and the network took it (a lost answer) or may have (a network error).
      const net = network(['like:post-1']);
      const { log, drain } = outbox(net);
      await log.press(LIKE, true, false);
      await log.append({
        type: 'ToggleAttempted',
        aggregateId: toggleKeyOf(LIKE),
        payload: { on: true, attempt: 1, executor: 'test' },
      });
      await log.press(LIKE, false, true);
      await log.append(
        outcome === 'failed'
          ? {
              type: 'ToggleFailed',
              aggregateId: toggleKeyOf(LIKE),
              payload: { on: true, retryable: true, reason: 'Failed to fetch', kind: 'network' },
            }
          : {
              type: 'ToggleOutcomeUnknown',
              aggregateId: toggleKeyOf(LIKE),
              payload: { on: true, reason: 'reset', retryAt: 0 },
            },
      );
      await drain();
      expect(net.calls).toEqual([{ kind: 'like', target: 'post-1', on: false }]);
      expect(net.isOn('like', 'post-1')).toBe(false);
      expect(openToggleCount(await log.state())).toBe(0);
    }
  });

  it('sends an undo pressed after a call whose answer was lost and a later failure', async () => {
    // The mute went out and landed, its answer lost; the next call met a rate limit; then the reader unmuted.
    const net = network(['like:post-1']);
    const { log, drain } = outbox(net);
    await log.press(LIKE, true, false);
    const key = toggleKeyOf(LIKE);
    await log.append({
      type: 'ToggleAttempted',
      aggregateId: key,
      payload: { on: true, attempt: 1, executor: 'test' },
    });
    await log.append({
      type: 'ToggleOutcomeUnknown',
      aggregateId: key,
      payload: { on: true, reason: 'reset', retryAt: 0 },
    });
    await log.append({
      type: 'ToggleAttempted',
      aggregateId: key,
      payload: { on: true, attempt: 2, executor: 'test' },
    });
    await log.append({
      type: 'ToggleFailed',
      aggregateId: key,
      payload: { on: true, retryable: true, reason: 'Too many', kind: 'rate_limited', retryAt: 0 },
    });
    await log.press(LIKE, false, true);
    await drain();
    expect(net.calls).toEqual([{ kind: 'like', target: 'post-1', on: false }]);
    expect(net.isOn('like', 'post-1')).toBe(false);
    expect(openToggleCount(await log.state())).toBe(0);
  });

  it('puts a refused switch back and says why, in the network’s words', async () => {
    const net = network();
    net.next.push({ kind: 'invalid', message: 'Post not found' });
    const { log, drain } = outbox(net);
    await log.press(LIKE, true, false);
    await drain();
    const toggle = Object.values((await log.state()).toggles)[0];
    expect(toggle).toMatchObject({ wanted: false, status: 'refused' });
    expect(toggle?.lastError?.reason).toBe('Post not found');
  });

  it('refuses a switch for an account this device is no longer signed in to', async () => {
    const { log, drain } = outbox(undefined);
    await log.press(LIKE, true, false);
    await drain();
    const failed = log.events.findLast((e) => e.type === 'ToggleFailed');
    expect(failed?.payload).toMatchObject({ retryable: false, reason: loginRequiredToAct('Lens') });
  });

  it('waits as long as a rate limit says before sending again', async () => {
    const net = network();
    net.next.push({ kind: 'rate_limited', message: 'Too many', retryAfterMs: 30_000 });
    const { log, drain, advance } = outbox(net);
    await log.press(LIKE, true, false);
    const first = await drain();
    expect(net.calls).toHaveLength(1);
    expect(first.nextWakeAt).toBe(1_000_000 + 30_000);
    advance(30_000);
    await drain();
    expect(net.calls).toHaveLength(2);
    expect(net.isOn('like', 'post-1')).toBe(true);
  });

  it('gives up after MAX_TOGGLE_ATTEMPTS calls and puts the switch back', async () => {
    const net = network();
    for (let i = 0; i < MAX_TOGGLE_ATTEMPTS; i++)
      net.next.push({ kind: 'network', message: 'down' });
    const { log, drain, advance } = outbox(net);
    await log.press(LIKE, true, false);
    for (let i = 0; i <= MAX_TOGGLE_ATTEMPTS; i++) {
      await drain();
      advance(10 * 60_000);
    }
    expect(net.calls).toHaveLength(MAX_TOGGLE_ATTEMPTS);
    const toggle = Object.values((await log.state()).toggles)[0];
    expect(toggle).toMatchObject({ status: 'refused', wanted: false });
    expect(toggle?.lastError?.reason).toBe(`Gave up after ${MAX_TOGGLE_ATTEMPTS} attempts: down`);
  });

  it('after a lost answer, a give-up sends the state shown back: the network ends as the screen', async () => {
    // The like lands but its answer is lost; every later call fails until the switch gives up.
    const net = network();
    net.next.push('lost');
    for (let i = 1; i < MAX_TOGGLE_ATTEMPTS; i++)
      net.next.push({ kind: 'rate_limited', message: 'slow down' });
    const { log, drain, advance } = outbox(net);
    await log.press(LIKE, true, false);
    for (let i = 0; i <= MAX_TOGGLE_ATTEMPTS + 1; i++) {
      await drain();
      advance(10 * 60_000);
    }
    // Twelve calls for the like, then the one that takes it back.
    expect(net.calls).toHaveLength(MAX_TOGGLE_ATTEMPTS + 1);
    expect(net.calls.at(-1)).toEqual({ kind: 'like', target: 'post-1', on: false });
    expect(net.isOn('like', 'post-1')).toBe(false);
    const toggle = Object.values((await log.state()).toggles)[0];
    expect(toggle).toMatchObject({ status: 'settled', wanted: false, confirmed: false });
    expect(log.events.at(-1)).toMatchObject({
      type: 'ToggleConfirmed',
      payload: { on: false, restored: true },
    });
  });

  it('after a lost answer, a refusal sends the state shown back once, and a second refusal is final', async () => {
    const net = network();
    const gone: SourceError = { kind: 'invalid', message: 'Post not found' };
    net.next.push('lost', gone, gone);
    const { log, drain } = outbox(net);
    await log.press(LIKE, true, false);
    await drain();
    expect(net.calls.map((c) => c.on)).toEqual([true, true, false]);
    const toggle = Object.values((await log.state()).toggles)[0];
    expect(toggle).toMatchObject({ status: 'refused', wanted: false });
    expect(openToggleCount(await log.state())).toBe(0);
  });

  it('takes nothing back after failures the network answered: a refused like sends no unlike', async () => {
    const net = network();
    net.next.push({ kind: 'network', message: 'down' }, { kind: 'invalid', message: 'Blocked' });
    const { log, drain, advance } = outbox(net);
    await log.press(LIKE, true, false);
    await drain();
    advance(10 * 60_000);
    await drain();
    expect(net.calls.map((c) => c.on)).toEqual([true, true]);
    expect((await log.state()).toggles[toggleKeyOf(LIKE)]).toMatchObject({ status: 'refused' });
  });

  it('a press made while a refused switch is being taken back is what goes', async () => {
    const net = network();
    const { log, drain } = outbox(net);
    const aggregateId = toggleKeyOf(LIKE);
    await log.press(LIKE, true, false);
    // The like went out and its answer was lost; the next call was refused.
    for (const event of [
      { type: 'ToggleAttempted', payload: { on: true, attempt: 1, executor: 'a' } },
      { type: 'ToggleOutcomeUnknown', payload: { on: true, reason: 'reset', retryAt: 0 } },
      { type: 'ToggleAttempted', payload: { on: true, attempt: 2, executor: 'a' } },
      {
        type: 'ToggleFailed',
        payload: { on: true, retryable: false, reason: 'Busy', kind: 'invalid' },
      },
    ] as const)
      await log.append({ ...event, aggregateId });
    expect((await log.state()).toggles[aggregateId]).toMatchObject({
      wanted: false,
      restoring: true,
      status: 'waiting',
    });
    // Before the unlike that takes it back goes, the reader likes again.
    await log.press(LIKE, true, false);
    await drain();
    expect(net.calls).toEqual([{ kind: 'like', target: 'post-1', on: true }]);
    expect(net.isOn('like', 'post-1')).toBe(true);
    expect(log.events.at(-1)?.payload).toEqual({ on: true });
  });

  it('sends different switches side by side, each once', async () => {
    const net = network();
    const { log, drain } = outbox(net);
    const targets = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    for (const target of targets) await log.press({ ...LIKE, target }, true, false);
    await log.press({ ...LIKE, kind: 'follow', target: 'person' }, true, false);
    await drain();
    expect(net.calls).toHaveLength(11);
    expect(targets.every((t) => net.isOn('like', t))).toBe(true);
    expect(net.isOn('follow', 'person')).toBe(true);
  });

  it('takes an adapter that throws as an answer lost, and sends the other switches', async () => {
    const net = network();
    const throwing: Source = {
      ...net.source,
      setToggle: async (kind, target, on, signal) => {
        if (target === 'broken') throw new TypeError('adapter bug');
        return net.source.setToggle(kind, target, on, signal);
      },
    };
    const now = 1_000_000;
    const log = memoryToggleLog(() => now);
    await log.press({ ...LIKE, target: 'broken' }, true, false);
    await log.press({ ...LIKE, target: 'fine' }, true, false);
    await drainToggleJobs({
      append: log.append,
      state: log.state,
      sourceFor: async () => throwing,
      now: () => now,
      random: () => 0.5,
      executor: 'test',
      signal: new AbortController().signal,
      callTimeoutMs: 1000,
    });
    expect(net.isOn('like', 'fine')).toBe(true);
    const lost = log.events.find((e) => e.type === 'ToggleOutcomeUnknown');
    expect(lost?.payload).toMatchObject({ reason: 'adapter bug' });
  });
});
