import { describe, expect, it } from 'vitest';
import { clubPath, hashtagPath } from '@/domain/routes/appPaths';
import { exploreSearchSchema } from '@/domain/routes/routeParams';
import {
  explorePath,
  exploreSources,
  exploreTabsOf,
  exploreView,
  searchLabel,
} from './exploreReach';

describe('Explore on each network', () => {
  it('says a network cannot search a tab before anything else', () => {
    expect(exploreView('posts', 'Farcaster', 'gm', true)).toEqual({ kind: 'cannot' });
    expect(exploreView('posts', 'Farcaster', '', false)).toEqual({ kind: 'cannot' });
  });

  it('asks for an account on the network, then for words or shows its suggestions', () => {
    expect(exploreView('people', 'Lens', 'ada', false)).toEqual({ kind: 'connect' });
    expect(exploreView('people', 'Bsky', '  ', true)).toEqual({ kind: 'hint' });
    expect(exploreView('people', 'Lens', undefined, true)).toEqual({
      kind: 'results',
      words: '',
      suggestions: true,
    });
    expect(exploreView('channels', 'Farcaster', '', true)).toMatchObject({ suggestions: true });
    expect(exploreView('posts', 'Twitter', ' #gm ', true)).toEqual({
      kind: 'results',
      words: '#gm',
      suggestions: false,
    });
  });

  it('offers Channels only on the networks that have them', () => {
    expect(exploreTabsOf('Farcaster')).toEqual(['posts', 'people', 'channels']);
    expect(exploreTabsOf('Bsky')).toEqual(['posts', 'people']);
    expect(exploreSources('channels')).toEqual(['Farcaster', 'Lens']);
    expect(exploreSources('posts')).toEqual(['Farcaster', 'Lens', 'Twitter', 'Bsky']);
  });

  it('names the field and keeps the words in the address, as a hashtag’s link does', () => {
    expect(searchLabel('posts', 'Bsky')).toBe('Search posts on Bluesky');
    expect(explorePath('people', 'Twitter', ' ada ')).toBe('/explore/people/twitter?q=ada');
    expect(explorePath('channels', 'Lens', '')).toBe('/explore/channels/lens');
    expect(explorePath('posts', 'Lens', '#offline')).toBe(hashtagPath('Lens', 'offline'));
  });

  it('reads the words from the address, a number as text, too long as none', () => {
    expect(exploreSearchSchema.parse({ q: '#gm' })).toEqual({ q: '#gm' });
    expect(exploreSearchSchema.parse({ q: 1984 })).toEqual({ q: '1984' });
    expect(exploreSearchSchema.parse({ q: 'x'.repeat(201) })).toEqual({ q: undefined });
    expect(exploreSearchSchema.parse({})).toEqual({ q: undefined });
  });

  it('links a channel or group to its club page', () => {
    expect(clubPath('Farcaster', 'dev')).toBe('/club/farcaster/dev');
    expect(clubPath('Lens', '0xAb')).toBe('/club/lens/0xAb');
  });
});
