import { describe, expect, it } from 'vitest';
import { isSendShortcut, type KeyPress } from './sendShortcut';

const press = (extra: Partial<KeyPress>): KeyPress => ({
  key: 'Enter',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  isComposing: false,
  ...extra,
});

describe('the send shortcut (issue 18)', () => {
  it('is Ctrl+Enter or Cmd+Enter', () => {
    expect(isSendShortcut(press({ ctrlKey: true }))).toBe(true);
    expect(isSendShortcut(press({ metaKey: true }))).toBe(true);
  });

  it('is not Enter alone, another key, or Enter with Shift or Alt too', () => {
    expect(isSendShortcut(press({}))).toBe(false);
    expect(isSendShortcut(press({ key: 'a', ctrlKey: true }))).toBe(false);
    expect(isSendShortcut(press({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSendShortcut(press({ ctrlKey: true, altKey: true }))).toBe(false);
  });

  it('is never a key of an input method’s composition', () => {
    expect(isSendShortcut(press({ ctrlKey: true, isComposing: true }))).toBe(false);
  });
});
