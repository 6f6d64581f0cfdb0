import { describe, expect, it } from 'vitest';
import { newPoll } from '../model/poll';
import { pollFrameSegment, promoteLinkSegment } from '../model/richText';
import { availableLength, POLL_TEXT_CAP } from './availableLength';

const poll = newPoll(() => 'id');

describe('available length (composer.md §5.2)', () => {
  it('normal limits from the capability table', () => {
    expect(availableLength('Farcaster', { chars: '' }, {})).toBe(320);
    expect(availableLength('Lens', { chars: '' }, {})).toBe(5_000);
    expect(availableLength('Twitter', { chars: '' }, {})).toBe(280);
    expect(availableLength('Bsky', { chars: '' }, {})).toBe(300);
  });

  it('pro on Farcaster and verified on X get the higher limits', () => {
    expect(availableLength('Farcaster', { chars: '' }, { Farcaster: 'pro' })).toBe(10_000);
    expect(availableLength('Twitter', { chars: '' }, { Twitter: 'verified' })).toBe(25_000);
    expect(availableLength('Twitter', { chars: '' }, { Farcaster: 'pro' })).toBe(280);
    expect(availableLength('Twitter', { chars: '' }, { Twitter: 'normal' })).toBe(280);
  });

  it('with a poll, sources other than X are capped at 255 plus the invisible text', () => {
    const chars = ['vote!', pollFrameSegment('f', '\nhttps://p.co/1')];
    const frame = '\nhttps://p.co/1'.length;
    expect(POLL_TEXT_CAP).toBe(255);
    expect(availableLength('Lens', { chars, poll }, {})).toBe(255 + frame);
    expect(availableLength('Farcaster', { chars, poll }, { Farcaster: 'pro' })).toBe(255 + frame);
    // The cap never raises a limit: Farcaster stays at 320 when 255 + invisible is more.
    const long = ['x', pollFrameSegment('f', 'y'.repeat(100))];
    expect(availableLength('Farcaster', { chars: long, poll }, {})).toBe(320);
  });

  it('X is not capped by a poll (its polls are native); no poll, no cap', () => {
    const chars = ['vote!', pollFrameSegment('f', '\nhttps://p.co/1')];
    expect(availableLength('Twitter', { chars, poll }, {})).toBe(280);
    expect(availableLength('Lens', { chars, poll: null }, {})).toBe(5_000);
  });

  it('counts the invisible text in the source’s own unit', () => {
    const chars = [pollFrameSegment('f', '你'), promoteLinkSegment('p', 'é')];
    expect(availableLength('Lens', { chars, poll }, {})).toBe(255 + 2);
    expect(availableLength('Farcaster', { chars, poll }, {})).toBe(Math.min(320, 255 + 3 + 2));
  });
});
