import { describe, expect, it } from 'vitest';
import { insertAtCaret } from './insertAtCaret';

describe('insertAtCaret', () => {
  it('puts the text at the caret and the caret after it', () => {
    expect(insertAtCaret('gm world', { start: 2, end: 2 }, ' ☕')).toEqual({
      text: 'gm ☕ world',
      caret: 4,
    });
    expect(insertAtCaret('', { start: 0, end: 0 }, '🔥')).toEqual({ text: '🔥', caret: 2 });
  });

  it('replaces a selection, in either direction', () => {
    expect(insertAtCaret('I love it', { start: 2, end: 6 }, '❤️')).toEqual({
      text: 'I ❤️ it',
      caret: 4,
    });
    expect(insertAtCaret('I love it', { start: 6, end: 2 }, '❤️').text).toBe('I ❤️ it');
  });

  it('keeps the caret within the text', () => {
    expect(insertAtCaret('abc', { start: 10, end: 12 }, '!')).toEqual({ text: 'abc!', caret: 4 });
    expect(insertAtCaret('abc', { start: -3, end: -1 }, '!')).toEqual({ text: '!abc', caret: 1 });
  });
});
