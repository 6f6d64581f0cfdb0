import { describe, expect, it } from 'vitest';
import { EXTERNAL_MICROBLOG_LINES, textClamp } from './textClamp';

describe('textClamp for the external microblog network (reading.md §2.2)', () => {
  const long = 'word '.repeat(200);

  it('folds to 5 lines until opened, whatever the length', () => {
    expect(EXTERNAL_MICROBLOG_LINES).toBe(5);
    expect(textClamp(long, { externalMicroblog: true })).toEqual({
      kind: 'toggle',
      lines: 5,
      open: false,
    });
    expect(textClamp('short', { externalMicroblog: true })).toMatchObject({ kind: 'toggle' });
  });

  it('shows it all when opened, and folds again when closed', () => {
    expect(textClamp(long, { externalMicroblog: true, open: true })).toMatchObject({
      open: true,
    });
    expect(textClamp(long, { externalMicroblog: true, open: false })).toMatchObject({
      open: false,
    });
  });

  it('takes the toggle over the reply steps', () => {
    expect(textClamp(long, { externalMicroblog: true, inReply: true, clicks: 3 })).toEqual({
      kind: 'toggle',
      lines: 5,
      open: false,
    });
  });
});
