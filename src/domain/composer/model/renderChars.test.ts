import { describe, expect, it } from 'vitest';
import type { Chars, Segment } from './richText';
import { mentionSegment, pollFrameSegment, postLinkSegment, promoteLinkSegment } from './richText';
import {
  hasVisibleText,
  invisibleTextForSource,
  mentionForSource,
  partsInSendingOrder,
  segmentGoesTo,
  textForSource,
  visibleText,
} from './renderChars';

const vitalik = mentionSegment('m1', '@vitalik', [
  {
    platform: 'Farcaster',
    platform_id: '5650',
    handle: 'vitalik.eth',
    name: 'Vitalik',
    hit: true,
    score: 1,
  },
  {
    platform: 'Twitter',
    platform_id: '295218901',
    handle: 'VitalikButerin',
    name: 'Vitalik',
    hit: false,
    score: 0.5,
  },
  {
    platform: 'Lens',
    platform_id: '0x05',
    handle: 'vitalik',
    name: 'Vitalik',
    hit: false,
    score: 0.5,
  },
]);

const chars: Chars = [
  'gm ',
  vitalik,
  pollFrameSegment('f', '\nhttps://polycast.app/poll/1'),
  ' and all',
  postLinkSegment('q', '\nhttps://warpcast.com/~/conversations/0xabc', 'Farcaster'),
  promoteLinkSegment('p', '\nvia Polycast'),
];

describe('visible text (composer.md §3.1)', () => {
  it('shows the text and visible segments in the order written, never the invisible ones', () => {
    expect(visibleText(chars)).toBe('gm @vitalik and all');
    expect(visibleText('plain')).toBe('plain');
    expect(visibleText([])).toBe('');
  });

  it('counts blank text as no text', () => {
    expect(hasVisibleText('  \n ')).toBe(false);
    expect(hasVisibleText([pollFrameSegment('f', 'https://x')])).toBe(false);
    expect(hasVisibleText(['', vitalik])).toBe(true);
  });
});

describe('sending order (composer.md §9)', () => {
  it('keeps the written order and puts PROMOTE_LINK 5, FRAME 10, POST_LINK 15 after it', () => {
    const tags = partsInSendingOrder(chars).map((p) => (typeof p === 'string' ? p : p.tag));
    expect(tags).toEqual(['gm ', 'MENTION', ' and all', 'PROMOTE_LINK', 'FRAME', 'POST_LINK']);
  });

  it('keeps segments of the same sortNo in their order', () => {
    const a = pollFrameSegment('a', 'A');
    const b = pollFrameSegment('b', 'B');
    expect(partsInSendingOrder([b, 'x', a]).map((p) => (typeof p === 'string' ? p : p.id))).toEqual(
      ['x', 'b', 'a'],
    );
  });
});

describe('text sent to each network', () => {
  it('Farcaster: its handle, the frame link, the promotion, no link to its own quoted post', () => {
    expect(textForSource(chars, 'Farcaster')).toBe(
      'gm @vitalik.eth and all\nvia Polycast\nhttps://polycast.app/poll/1',
    );
  });

  it('Twitter: its handle, no frame (native polls), the link to the quoted cast', () => {
    expect(textForSource(chars, 'Twitter')).toBe(
      'gm @VitalikButerin and all\nvia Polycast\nhttps://warpcast.com/~/conversations/0xabc',
    );
  });

  it('Lens: the handle in its lens/ namespace', () => {
    expect(textForSource(chars, 'Lens')).toContain('gm @lens/vitalik and all');
    const namespaced = mentionSegment('m', '@stani', [
      {
        platform: 'Lens',
        platform_id: '1',
        handle: 'lens/stani',
        name: 'Stani',
        hit: true,
        score: 1,
      },
    ]);
    expect(mentionForSource(namespaced, 'Lens')).toBe('@lens/stani');
  });

  it('Bsky: no profile there, so the name goes without @ (nobody else is mentioned)', () => {
    expect(textForSource(chars, 'Bsky')).toBe(
      'gm vitalik and all\nvia Polycast\nhttps://polycast.app/poll/1\nhttps://warpcast.com/~/conversations/0xabc',
    );
  });

  it('sends a segment with its own source to that source only', () => {
    const onlyLens: Segment = {
      id: 'r',
      tag: 'RED_PACKET',
      content: '🧧',
      visible: true,
      source: 'Lens',
    };
    expect(segmentGoesTo(onlyLens, 'Lens')).toBe(true);
    expect(segmentGoesTo(onlyLens, 'Farcaster')).toBe(false);
    expect(textForSource(['hi ', onlyLens], 'Farcaster')).toBe('hi ');
    expect(textForSource(['hi ', onlyLens], 'Lens')).toBe('hi 🧧');
  });

  it('gives the invisible part alone, per source (the poll cap adds its length)', () => {
    expect(invisibleTextForSource(chars, 'Farcaster')).toBe(
      '\nvia Polycast\nhttps://polycast.app/poll/1',
    );
    expect(invisibleTextForSource(chars, 'Twitter')).toBe(
      '\nvia Polycast\nhttps://warpcast.com/~/conversations/0xabc',
    );
    expect(invisibleTextForSource('plain', 'Twitter')).toBe('');
  });
});
