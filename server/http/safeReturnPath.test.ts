import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safeReturnPath';

describe('safeReturnPath', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeReturnPath('/settings')).toBe('/settings');
    expect(safeReturnPath('/post/Bsky/1?tab=likes#top')).toBe('/post/Bsky/1?tab=likes#top');
  });

  it('refuses every form a browser resolves to another origin', () => {
    for (const escape of [
      '//evil.example/',
      '/\\evil.example/',
      '\\\\evil.example',
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/\r\n/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'evil.example',
      '',
    ]) {
      expect(safeReturnPath(escape), JSON.stringify(escape)).toBeUndefined();
    }
  });

  it('answers the parsed form, not the text given', () => {
    expect(safeReturnPath('/a/../settings')).toBe('/settings');
    expect(safeReturnPath('/%09/evil.example/')).toBe('/%09/evil.example/');
  });
});
