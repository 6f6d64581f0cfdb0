import { describe, expect, it } from 'vitest';
import { callNeeded, shownState, wantedState, type ToggleIntent } from './toggleIntent';

const like = (on: boolean): ToggleIntent => ({ kind: 'like', target: 'post-1', on });
const presses = (...ons: boolean[]) => ons.map(like);

describe('a toggled action as the reader left it (issue 21)', () => {
  it('sends nothing when presses cancel out: like and unlike five times', () => {
    const tenPresses = presses(...Array.from({ length: 10 }, (_, i) => i % 2 === 0));
    expect(wantedState(false, tenPresses)).toBe(false);
    expect(callNeeded(false, tenPresses)).toBeUndefined();
  });

  it('sends one call for an odd number of presses, whatever their count', () => {
    expect(callNeeded(false, presses(true))).toEqual({ on: true });
    expect(callNeeded(false, presses(true, false, true))).toEqual({ on: true });
    expect(callNeeded(true, presses(false, true, false))).toEqual({ on: false });
  });

  it('goes by the last press, not by counting: two likes in a row are one like', () => {
    expect(callNeeded(false, presses(true, true))).toEqual({ on: true });
    expect(callNeeded(true, presses(true))).toBeUndefined();
  });

  it('keeps the network’s state when nothing was pressed', () => {
    expect(wantedState(true, [])).toBe(true);
    expect(callNeeded(true, [])).toBeUndefined();
  });

  it('shows the state left and the count moved by it, at once', () => {
    expect(shownState({ on: false, count: 4 }, presses(true))).toEqual({ on: true, count: 5 });
    expect(shownState({ on: true, count: 5 }, presses(false))).toEqual({ on: false, count: 4 });
    expect(shownState({ on: false, count: 4 }, presses(true, false))).toEqual({
      on: false,
      count: 4,
    });
    // A network that said it was liked with a count of 0 (a stale count) never shows -1.
    expect(shownState({ on: true, count: 0 }, presses(false))).toEqual({ on: false, count: 0 });
    // A network without counts (a follow): the state alone.
    expect(shownState({ on: false }, presses(true))).toEqual({ on: true });
  });
});
