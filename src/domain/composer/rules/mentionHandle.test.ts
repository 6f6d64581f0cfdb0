import { describe, expect, it } from 'vitest';
import { isMentionHandle, mentionSaveDisabled, sanitizeMentionHandle } from './mentionHandle';

describe('mention edit dialog (composer.md §5.7, §2.4)', () => {
  it('keeps only letters, digits, underscore and dot in a handle', () => {
    expect(sanitizeMentionHandle('@dan-romero!.eth_1 ')).toBe('danromero.eth_1');
    expect(sanitizeMentionHandle('名前')).toBe('');
    expect(isMentionHandle('vitalik.eth')).toBe(true);
    expect(isMentionHandle('lens/stani')).toBe(false);
  });

  it('disables Save unless a handle is non-empty and something changed', () => {
    expect(mentionSaveDisabled({}, {})).toBe(true);
    expect(mentionSaveDisabled({}, { Farcaster: '  ' })).toBe(true);
    expect(mentionSaveDisabled({ Farcaster: 'dwr' }, { Farcaster: 'dwr' })).toBe(true);
    expect(mentionSaveDisabled({ Farcaster: 'dwr' }, { Farcaster: 'dwr', Twitter: 'dwr0' })).toBe(
      false,
    );
    expect(mentionSaveDisabled({ Farcaster: 'dwr', Twitter: 'x' }, { Farcaster: 'dwr' })).toBe(
      false,
    );
    expect(mentionSaveDisabled({ Farcaster: 'dwr' }, { Farcaster: '' })).toBe(true);
  });
});
