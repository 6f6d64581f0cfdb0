import { describe, expect, it } from 'vitest';
import { contentFingerprint } from './contentFingerprint';

describe('contentFingerprint', () => {
  const base = { author: '42', text: 'Hello, world' };

  it('is the same for the same content however its whitespace and encoding came back', async () => {
    const sent = await contentFingerprint({ ...base, text: 'Cafe\u0301\r\nau lait ' });
    const stored = await contentFingerprint({ ...base, text: 'Caf\u00e9\nau lait' });
    expect(sent).toBe(stored);
    expect(sent).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs by author, text, parent and quote', async () => {
    const prints = await Promise.all([
      contentFingerprint(base),
      contentFingerprint({ ...base, author: '43' }),
      contentFingerprint({ ...base, text: 'Hello, world!' }),
      contentFingerprint({ ...base, replyTo: '1' }),
      contentFingerprint({ ...base, quoteOf: '1' }),
    ]);
    expect(new Set(prints).size).toBe(prints.length);
  });
});
