import { describe, expect, it } from 'vitest';
import { listboxKey, type ListboxShape } from './listboxKeys';

const list: ListboxShape = { count: 4, active: 1, field: 'search' };
const key = (k: string, ctrlKey = false) => ({ key: k, ctrlKey });

describe('listboxKey', () => {
  it('moves down and up a list by one, stopping at either end', () => {
    expect(listboxKey(key('ArrowDown'), list)).toEqual({ kind: 'move', to: 2 });
    expect(listboxKey(key('ArrowUp'), list)).toEqual({ kind: 'move', to: 0 });
    expect(listboxKey(key('ArrowUp'), { ...list, active: 0 })).toEqual({ kind: 'move', to: 0 });
    expect(listboxKey(key('ArrowDown'), { ...list, active: 3 })).toEqual({ kind: 'move', to: 3 });
    // Left and Right are the search field's (the caret).
    expect(listboxKey(key('ArrowLeft'), list)).toBeUndefined();
    expect(listboxKey(key('ArrowRight'), list)).toBeUndefined();
  });

  it('goes round the ends when it wraps', () => {
    const wrapping = { ...list, wrap: true };
    expect(listboxKey(key('ArrowDown'), { ...wrapping, active: 3 })).toEqual({
      kind: 'move',
      to: 0,
    });
    expect(listboxKey(key('ArrowUp'), { ...wrapping, active: 0 })).toEqual({ kind: 'move', to: 3 });
  });

  it('moves through a grid by one sideways and by a row up and down, within the options', () => {
    const grid = { count: 20, active: 9, columns: 8, field: 'search' as const };
    expect(listboxKey(key('ArrowRight'), grid)).toEqual({ kind: 'move', to: 10 });
    expect(listboxKey(key('ArrowLeft'), grid)).toEqual({ kind: 'move', to: 8 });
    expect(listboxKey(key('ArrowDown'), grid)).toEqual({ kind: 'move', to: 17 });
    expect(listboxKey(key('ArrowUp'), grid)).toEqual({ kind: 'move', to: 1 });
    expect(listboxKey(key('ArrowDown'), { ...grid, active: 15 })).toEqual({ kind: 'move', to: 19 });
    expect(listboxKey(key('ArrowUp'), { ...grid, active: 3 })).toEqual({ kind: 'move', to: 0 });
  });

  it('Ctrl+Home and Ctrl+End go to the first and last option; plain Home and End are the field’s', () => {
    expect(listboxKey(key('Home', true), list)).toEqual({ kind: 'move', to: 0 });
    expect(listboxKey(key('End', true), list)).toEqual({ kind: 'move', to: 3 });
    expect(listboxKey(key('Home'), list)).toBeUndefined();
    expect(listboxKey(key('End'), list)).toBeUndefined();
    // In a text area they move the caret over the whole text.
    expect(listboxKey(key('Home', true), { ...list, field: 'textarea' })).toBeUndefined();
  });

  it('Enter chooses the active option; Tab only where it is asked to', () => {
    expect(listboxKey(key('Enter'), list)).toEqual({ kind: 'choose', index: 1 });
    expect(listboxKey(key('Tab'), list)).toBeUndefined();
    expect(listboxKey(key('Tab'), { ...list, chooseOnTab: true })).toEqual({
      kind: 'choose',
      index: 1,
    });
  });

  it('Escape closes, with or without options', () => {
    expect(listboxKey(key('Escape'), list)).toEqual({ kind: 'close' });
    expect(listboxKey(key('Escape'), { ...list, count: 0, field: 'textarea' })).toEqual({
      kind: 'close',
    });
  });

  it('with no option, a search field keeps Enter and the arrows (never submitting the form); a text area lets them through', () => {
    const empty = { ...list, count: 0, active: 0 };
    expect(listboxKey(key('Enter'), empty)).toEqual({ kind: 'keep' });
    expect(listboxKey(key('ArrowDown'), empty)).toEqual({ kind: 'keep' });
    const text = { ...empty, field: 'textarea' as const, chooseOnTab: true };
    expect(listboxKey(key('Enter'), text)).toBeUndefined();
    expect(listboxKey(key('ArrowDown'), text)).toBeUndefined();
    expect(listboxKey(key('Tab'), text)).toBeUndefined();
  });

  it('leaves every other key to the field', () => {
    expect(listboxKey(key('a'), list)).toBeUndefined();
    expect(listboxKey(key('Backspace'), list)).toBeUndefined();
  });
});
