import { describe, expect, it } from 'vitest';
import { PublishRequested } from '@/events/types/publishEvents';
import { initialComposeState } from '@/domain/composer/model/composeState';
import type { Profile } from '@/domain/composer/model/profile';
import { publishRequestFor } from './publishRequestFor';

const profiles: Profile[] = [
  { profileId: 'did:plc:polly', handle: 'polly.test', displayName: 'P', source: 'Bsky' },
];

const cardWith = (image: string | undefined) =>
  initialComposeState('p0', {
    post: {
      chars: 'read https://example.com/a',
      availableSources: ['Bsky'],
      openGraphs: [
        { url: 'https://example.com/a', title: 'A', ...(image === undefined ? {} : { image }) },
      ],
    },
  });

describe('the link card in the intent (composer.md §5.10)', () => {
  it('carries the card’s picture address, for the network that uploads it', () => {
    const request = publishRequestFor(cardWith('https://cdn.example.com/a.png#x'), profiles);
    expect(request?.posts[0]?.linkEmbed).toEqual({
      url: 'https://example.com/a',
      title: 'A',
      image: 'https://cdn.example.com/a.png',
    });
    // It is what the log takes.
    expect(PublishRequested.payload.safeParse(request).success).toBe(true);
  });

  it('leaves out a picture address the log may not hold (credentials, other schemes)', () => {
    for (const image of ['https://user:pw@cdn.example.com/a.png', 'data:image/png;base64,AA==']) {
      const request = publishRequestFor(cardWith(image), profiles);
      expect(request?.posts[0]?.linkEmbed, image).toEqual({
        url: 'https://example.com/a',
        title: 'A',
      });
      expect(PublishRequested.payload.safeParse(request).success).toBe(true);
    }
  });
});
