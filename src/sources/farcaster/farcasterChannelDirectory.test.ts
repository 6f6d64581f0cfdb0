import { describe, expect, it } from 'vitest';
import { channelOfParentUrl } from './castToPost';
import { parentUrlOfChannel } from './farcasterChannelDirectory';

describe('parentUrlOfChannel', () => {
  it('is the reverse of channelOfParentUrl', () => {
    for (const id of ['art', 'builders-club', 'a b']) {
      expect(channelOfParentUrl(parentUrlOfChannel(id)).id).toBe(id);
    }
    expect(parentUrlOfChannel('art')).toBe('https://warpcast.com/~/channel/art');
  });

  it('takes an id that is a URL (a channel known only by its parent URL) as it is', () => {
    const url = 'chain://eip155:1/erc721:0xfd8427165df67df6d7fd689ae67c8ebf56d9ca61';
    expect(channelOfParentUrl(url).id).toBe(url);
    expect(parentUrlOfChannel(url)).toBe(url);
  });
});
