import { describe, expect, it } from 'vitest';
import { toggleKeyOf, type ToggleAddress } from '@/domain/actions/toggleIntent';
import { memoryToggleLog } from '../../../tests/support/memoryToggleLog';
import { dueToggles, nextToggleWakeAt, openToggleCount } from './toggleQueries';
import { SETTLED_TOGGLE_KEPT_MS } from './togglesProjection';

const LIKE: ToggleAddress = {
  source: 'Bsky',
  accountId: 'did:plc:me',
  kind: 'like',
  target: 'at://p/1',
};
const KEY = toggleKeyOf(LIKE);

function clockedLog(start = 1_000_000) {
  let now = start;
  const log = memoryToggleLog(() => now);
  return { log, advance: (ms: number) => (now += ms), now: () => now };
}

describe('the switches projection', () => {
  it('leaves nothing to send when presses cancel out, however many', async () => {
    const { log } = clockedLog();
    for (let i = 0; i < 5; i++) {
      await log.press(LIKE, true, false);
      await log.press(LIKE, false, false);
    }
    const state = await log.state();
    expect(state.toggles[KEY]).toMatchObject({
      wanted: false,
      confirmed: false,
      status: 'settled',
    });
    expect(openToggleCount(state)).toBe(0);
    expect(dueToggles(state, Number.MAX_SAFE_INTEGER)).toEqual([]);
  });

  it('makes a press that differs from what the network has due at once, and settles it when confirmed', async () => {
    const { log, now } = clockedLog();
    await log.press(LIKE, true, false);
    expect(dueToggles(await log.state(), now()).map((t) => t.key)).toEqual([KEY]);
    await log.append({
      type: 'ToggleAttempted',
      aggregateId: KEY,
      payload: { on: true, attempt: 1, executor: 'x' },
    });
    await log.append({ type: 'ToggleConfirmed', aggregateId: KEY, payload: { on: true } });
    const state = await log.state();
    expect(state.toggles[KEY]).toMatchObject({ wanted: true, confirmed: true, status: 'settled' });
    expect(nextToggleWakeAt(state)).toBeUndefined();
  });

  it('lets a call in flight finish, then sends the press made meanwhile', async () => {
    const { log, now } = clockedLog();
    await log.press(LIKE, true, false);
    await log.append({
      type: 'ToggleAttempted',
      aggregateId: KEY,
      payload: { on: true, attempt: 1, executor: 'x' },
    });
    await log.press(LIKE, false, true);
    expect((await log.state()).toggles[KEY]?.status).toBe('attempting');
    await log.append({ type: 'ToggleConfirmed', aggregateId: KEY, payload: { on: true } });
    const toggle = (await log.state()).toggles[KEY];
    expect(toggle).toMatchObject({ wanted: false, confirmed: true, status: 'waiting' });
    expect(dueToggles(await log.state(), now())).toHaveLength(1);
  });

  it('puts a refused switch back as the network has it, keeping the reason', async () => {
    const { log } = clockedLog();
    await log.press(LIKE, true, false);
    await log.append({
      type: 'ToggleFailed',
      aggregateId: KEY,
      payload: { on: true, retryable: false, reason: 'Post not found', kind: 'invalid' },
    });
    const toggle = (await log.state()).toggles[KEY];
    expect(toggle).toMatchObject({ wanted: false, confirmed: false, status: 'refused' });
    expect(toggle?.lastError?.reason).toBe('Post not found');
    // Pressing again tries again.
    await log.press(LIKE, true, false);
    expect((await log.state()).toggles[KEY]?.status).toBe('waiting');
  });

  it('keeps a press made after the refused call: the reader already switched it back', async () => {
    const { log } = clockedLog();
    await log.press(LIKE, true, false);
    await log.append({
      type: 'ToggleAttempted',
      aggregateId: KEY,
      payload: { on: true, attempt: 1, executor: 'x' },
    });
    await log.press(LIKE, false, false);
    await log.append({
      type: 'ToggleFailed',
      aggregateId: KEY,
      payload: { on: true, retryable: false, reason: 'Post not found', kind: 'invalid' },
    });
    expect((await log.state()).toggles[KEY]).toMatchObject({ wanted: false, status: 'settled' });
  });

  it('waits out a retryable failure, and a lost answer, until their time', async () => {
    const { log, now } = clockedLog();
    await log.press(LIKE, true, false);
    await log.append({
      type: 'ToggleFailed',
      aggregateId: KEY,
      payload: {
        on: true,
        retryable: true,
        reason: 'offline',
        kind: 'network',
        retryAt: now() + 4000,
      },
    });
    let state = await log.state();
    expect(dueToggles(state, now())).toEqual([]);
    expect(dueToggles(state, now(), { networkFailuresNow: true })).toHaveLength(1);
    expect(nextToggleWakeAt(state)).toBe(now() + 4000);
    await log.append({
      type: 'ToggleOutcomeUnknown',
      aggregateId: KEY,
      payload: { on: true, reason: 'connection reset', retryAt: now() + 9000 },
    });
    state = await log.state();
    expect(state.toggles[KEY]).toMatchObject({
      status: 'waiting',
      failures: 2,
      retryAt: now() + 9000,
    });
  });

  it('forgets switches settled more than a day before a new press', async () => {
    const { log, advance } = clockedLog();
    await log.press(LIKE, true, true);
    advance(SETTLED_TOGGLE_KEPT_MS + 1);
    const other = { ...LIKE, target: 'at://p/2' };
    await log.press(other, true, false);
    const state = await log.state();
    expect(Object.keys(state.toggles)).toEqual([toggleKeyOf(other)]);
  });
});
