import { describe, expect, it } from 'vitest';
import { initialComposeState } from '@/domain/composer/model/composeState';
import { newPoll } from '@/domain/composer/model/poll';
import type { Profile } from '@/domain/composer/model/profile';
import { publishRequestFor } from './publishRequestFor';

const profiles: Profile[] = [
  { profileId: '4242', handle: 'polly', displayName: 'P', source: 'Farcaster' },
  { profileId: '0xabc', handle: 'polly', displayName: 'P', source: 'Lens' },
  { profileId: 'x1', handle: 'polly', displayName: 'P', source: 'Twitter' },
];

let n = 0;
const poll = () => {
  const made = newPoll(() => `id-${(n += 1)}`);
  return {
    ...made,
    options: made.options.map((option, i) => ({ ...option, label: ` Choice ${i + 1} ` })),
  };
};

describe('publishRequestFor: a poll queued as data (composer.md §4.4, §7.4)', () => {
  it('hands the frame poll to Farcaster and Lens as data, X its native poll; nothing is created at Send', () => {
    const state = initialComposeState('p0', {
      post: {
        chars: 'Which one?',
        availableSources: ['Farcaster', 'Lens', 'Twitter'],
        poll: { ...poll(), type: 'Multiple', multiple_count: 2 },
      },
    });
    const [post] = publishRequestFor(state, profiles)?.posts ?? [];
    expect(post?.text).toBe('Which one?');
    expect(post?.pollSources).toEqual(['Twitter']);
    expect(post?.poll).toEqual({ options: ['Choice 1', 'Choice 2'], durationMinutes: 1440 });
    expect(post?.framePoll).toEqual({
      title: 'Which one?',
      choices: ['Choice 1', 'Choice 2'],
      type: 'Multiple',
      durationSeconds: 86_400,
      strategies: 'None',
      multipleCount: 2,
      sources: ['Farcaster', 'Lens'],
    });
  });

  it('has no frame poll for X alone, nor for a poll whose frame was made before', () => {
    const xOnly = initialComposeState('p0', {
      post: { chars: 'Which one?', availableSources: ['Twitter'], poll: poll() },
    });
    expect(publishRequestFor(xOnly, profiles)?.posts[0]?.framePoll).toBeUndefined();
    const made = initialComposeState('p0', {
      post: {
        chars: 'Which one?',
        availableSources: ['Farcaster'],
        poll: { ...poll(), pollIds: { Farcaster: 'poll-1' } },
      },
    });
    expect(publishRequestFor(made, profiles)?.posts[0]?.framePoll).toBeUndefined();
  });
});
