import { describe, expect, it } from 'vitest';
import type { Channel } from '../model/channel';
import { homeChannel } from '../model/channel';
import {
  channelLabel,
  channelSelectorSources,
  channelTarget,
  formatFollowers,
  hasChannelSelector,
  postableChannels,
  suggestedChannels,
} from './channelChoices';

const farcaster = (id: string, extra: Partial<Channel> = {}): Channel => ({
  id,
  name: id,
  url: `https://warpcast.com/~/channel/${id}`,
  parentUrl: `https://warpcast.com/~/channel/${id}`,
  source: 'Farcaster',
  ...extra,
});

describe('channel selectors (composer.md §2.3, §3.7, §7.7)', () => {
  it('shows one on Farcaster for compose and quote, on Lens for compose only', () => {
    expect(hasChannelSelector('Farcaster', 'compose')).toBe(true);
    expect(hasChannelSelector('Farcaster', 'quote')).toBe(true);
    expect(hasChannelSelector('Farcaster', 'reply')).toBe(false);
    expect(hasChannelSelector('Lens', 'compose')).toBe(true);
    expect(hasChannelSelector('Lens', 'quote')).toBe(false);
    expect(hasChannelSelector('Twitter', 'compose')).toBe(false);
    expect(hasChannelSelector('Bsky', 'compose')).toBe(false);
    expect(channelSelectorSources(['Bsky', 'Lens', 'Twitter', 'Farcaster'], 'compose')).toEqual([
      'Lens',
      'Farcaster',
    ]);
    expect(channelSelectorSources(['Lens', 'Farcaster'], 'quote')).toEqual(['Farcaster']);
  });

  it("labels the chosen channel with '/' on Farcaster and '#' on Lens, 'home' when none", () => {
    expect(channelLabel('Farcaster', undefined)).toBe('/home');
    expect(channelLabel('Farcaster', null)).toBe('/home');
    expect(channelLabel('Lens', homeChannel('Lens'))).toBe('#home');
    expect(channelLabel('Farcaster', farcaster('dev', { name: 'Developers' }))).toBe('/Developers');
    expect(channelLabel('Lens', { id: '0xabc', name: 'polycast', source: 'Lens' })).toBe(
      '#polycast',
    );
  });

  it('leaves out channels the user cannot post in', () => {
    const list = [
      farcaster('a'),
      farcaster('b', { unavailable: true }),
      farcaster('c', { blocked: true }),
      farcaster('d', { unavailable: false, blocked: false }),
    ];
    expect(postableChannels(list).map((c) => c.id)).toEqual(['a', 'd']);
  });

  it("puts the first 10 of the user's channels before discover's, each once, unavailable ones out", () => {
    const own = Array.from({ length: 12 }, (_, i) => farcaster(`own${i}`));
    own[3] = farcaster('own3', { unavailable: true });
    const discover = [farcaster('own1'), farcaster('own11'), farcaster('top'), farcaster('x')];
    expect(suggestedChannels(own, discover).map((c) => c.id)).toEqual([
      'own0',
      'own1',
      'own2',
      'own4',
      'own5',
      'own6',
      'own7',
      'own8',
      'own9',
      // own10 and own11 are past the first 10; own11 comes back with discover.
      'own11',
      'top',
      'x',
    ]);
    expect(suggestedChannels([], [farcaster('a'), farcaster('a')]).map((c) => c.id)).toEqual(['a']);
  });

  it("sends a Farcaster channel's parent URL and a Lens group's feed, nothing for home", () => {
    expect(channelTarget(farcaster('dev'))).toBe('https://warpcast.com/~/channel/dev');
    expect(channelTarget({ ...farcaster('dev'), parentUrl: undefined })).toBe(
      'https://warpcast.com/~/channel/dev',
    );
    expect(
      channelTarget({
        id: '0xgroup',
        name: 'polycast',
        url: 'https://hey.xyz/g/0xgroup',
        parentUrl: '0xfeed',
        source: 'Lens',
      }),
    ).toBe('0xfeed');
    expect(
      channelTarget({ id: '0xg', name: 'g', url: 'https://hey.xyz/g/0xg', source: 'Lens' }),
    ).toBeUndefined();
    expect(channelTarget(homeChannel('Farcaster'))).toBeUndefined();
    expect(channelTarget(null)).toBeUndefined();
  });

  it('shows follower counts short', () => {
    expect(formatFollowers(980)).toBe('980');
    expect(formatFollowers(1200)).toBe('1.2K');
    expect(formatFollowers(98_000)).toBe('98K');
  });
});
