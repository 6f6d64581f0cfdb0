import { describe, expect, it } from 'vitest';
import { postTextTokens, shownUrl } from './postTextTokens';

const kinds = (text: string, source: 'Bsky' | 'Farcaster' | 'Twitter' | 'Lens' = 'Bsky') =>
  postTextTokens(text, { source }).map((t) => [t.kind, t.text]);

describe('postTextTokens', () => {
  it('keeps plain words as they are, every character once', () => {
    const text = 'gm everyone, (no links) here; 100% sure.';
    expect(postTextTokens(text, { source: 'Bsky' })).toEqual([{ kind: 'text', text }]);
  });

  it('links web addresses, leaving the sentence’s punctuation out', () => {
    expect(kinds('see https://polycast.test/notes. Or (https://a.test/x).')).toEqual([
      ['text', 'see '],
      ['link', 'polycast.test/notes'],
      ['text', '. Or ('],
      ['link', 'a.test/x'],
      ['text', ').'],
    ]);
    const [, wiki] = postTextTokens('read https://en.wikipedia.org/wiki/Rust_(language)!', {
      source: 'Bsky',
    });
    expect(wiki).toMatchObject({
      kind: 'link',
      url: 'https://en.wikipedia.org/wiki/Rust_(language)',
    });
  });

  it('shows a long address cut after 30 characters, and keeps the whole one in the link', () => {
    const url = 'https://polycast.test/a/very/long/path/that/goes/on';
    expect(shownUrl(url)).toBe('polycast.test/a/very/long/path…');
    expect(postTextTokens(url, { source: 'Bsky' })[0]).toMatchObject({ url });
  });

  it('links people by handle, with the id the network resolved when it did', () => {
    const tokens = postTextTokens('thanks @ada.test and @gus.', {
      source: 'Bsky',
      mentions: [{ id: 'did:plc:ada', handle: 'ada.test' }],
    });
    expect(tokens).toEqual([
      { kind: 'text', text: 'thanks ' },
      { kind: 'mention', text: '@ada.test', handle: 'ada.test', profileId: 'did:plc:ada' },
      { kind: 'text', text: ' and ' },
      { kind: 'mention', text: '@gus', handle: 'gus' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('does not take an e-mail address for a mention', () => {
    expect(kinds('mail ada@polycast.test')).toEqual([['text', 'mail ada@polycast.test']]);
  });

  it('links hashtags in any script, not numbers alone', () => {
    expect(kinds('#gm #日本語 #42 #web3')).toEqual([
      ['hashtag', '#gm'],
      ['text', ' '],
      ['hashtag', '#日本語'],
      ['text', ' #42 '],
      ['hashtag', '#web3'],
    ]);
  });

  it('links a /channel on Farcaster only, and never a path inside a word', () => {
    expect(kinds('posted in /base today', 'Farcaster')).toEqual([
      ['text', 'posted in '],
      ['channel', '/base'],
      ['text', ' today'],
    ]);
    expect(kinds('posted in /base today', 'Bsky')).toEqual([['text', 'posted in /base today']]);
    expect(kinds('and/or a/b /usr/bin', 'Farcaster')).toEqual([['text', 'and/or a/b /usr/bin']]);
  });

  it('links a wallet address to its profile', () => {
    const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
    expect(postTextTokens(`${address} sent a tip`, { source: 'Lens' })).toEqual([
      { kind: 'address', text: address, address },
      { kind: 'text', text: ' sent a tip' },
    ]);
    expect(kinds(`${address}ff`, 'Lens')).toEqual([['text', `${address}ff`]]);
  });
});
