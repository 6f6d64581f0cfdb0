import { describe, expect, it } from 'vitest';
import { mentionSegment } from '../model/richText';
import { mentionFromResult } from './mentionSearch';
import { mentionHandlesFor, mentionProfilesOf, mentionWithHandles } from './mentionEdit';
import { mentionSaveDisabled, sanitizeMentionHandleFor } from './mentionHandle';
import { mentionForSource } from '../model/renderChars';

const mention = mentionFromResult({
  platform: 'Farcaster',
  platform_id: '7',
  handle: 'ada',
  name: 'Ada',
  avatar: 'https://a/ada.png',
  related_profiles: [
    { platform: 'Bsky', platform_id: 'did:plc:ada', handle: 'ada.test', name: 'Ada' },
    { platform: 'Lens', platform_id: '0xL', handle: 'ada', name: 'Ada' },
  ],
});
const segment = mentionSegment('m', mention.text, mention.profiles);

describe('the mention edit dialog (composer.md §2.4, §5.7)', () => {
  it('lists every profile the mention knows, once', () => {
    expect(mentionProfilesOf(segment).map((p) => `${p.platform}:${p.handle}`)).toEqual([
      'Farcaster:ada',
      'Bsky:ada.test',
      'Lens:ada',
    ]);
  });

  it('starts from the mention’s handle on each network of the post', () => {
    expect(mentionHandlesFor(segment, ['Farcaster', 'Twitter', 'Bsky'])).toEqual({
      Farcaster: 'ada',
      Twitter: '',
      Bsky: 'ada.test',
    });
  });

  it('Save sets one network’s handle and keeps the others (ids kept where known)', () => {
    const initial = mentionHandlesFor(segment, ['Farcaster', 'Twitter', 'Bsky']);
    const handles = { ...initial, Twitter: 'ada_onchain' };
    expect(mentionSaveDisabled(initial, handles)).toBe(false);
    const saved = mentionWithHandles(segment, handles);
    expect(saved.content).toBe('@ada');
    expect(mentionForSource(saved, 'Twitter')).toBe('@ada_onchain');
    expect(mentionForSource(saved, 'Bsky')).toBe('@ada.test');
    expect(mentionForSource(saved, 'Lens')).toBe('@lens/ada');
    expect(saved.profiles?.find((p) => p.platform === 'Farcaster')?.platform_id).toBe('7');
    expect(saved.profiles?.find((p) => p.platform === 'Twitter')).toMatchObject({
      platform_id: '',
      hit: false,
    });
    // The dialog offers the same profiles again.
    expect(mentionProfilesOf(saved).map((p) => p.handle)).toEqual(
      expect.arrayContaining(['ada', 'ada.test', 'ada_onchain']),
    );
  });

  it('an emptied handle sends the mention there as plain text; the shown text follows', () => {
    const saved = mentionWithHandles(segment, { Farcaster: '', Lens: '', Bsky: 'ada.test' });
    expect(mentionForSource(saved, 'Farcaster')).toBe('ada.test');
    expect(saved.content).toBe('@ada.test');
    // A related profile chosen by its handle keeps its id.
    const chosen = mentionWithHandles(saved, { Farcaster: 'ada' });
    expect(chosen.profiles?.find((p) => p.platform === 'Farcaster')?.platform_id).toBe('7');
  });

  it('inputs keep letters, digits, underscore and dot, and the hyphen where handles have it', () => {
    expect(sanitizeMentionHandleFor('Twitter', '@ada-x y!')).toBe('adaxy');
    expect(sanitizeMentionHandleFor('Lens', 'lens/ada')).toBe('lensada');
    expect(sanitizeMentionHandleFor('Farcaster', 'satoshi-fan!')).toBe('satoshi-fan');
    expect(sanitizeMentionHandleFor('Bsky', '@satoshi-fan.test ')).toBe('satoshi-fan.test');
  });
});
