import { describe, expect, it, vi } from 'vitest';
import { initialComposeState } from '../../machines/composer/model/composeState';
import { newPoll } from '../../machines/composer/model/poll';
import { textForSource } from '../../machines/composer/model/renderChars';
import { addPollToPost } from '../../machines/composer/rules/pollInComposer';
import { prepareFramePolls } from './prepareFramePolls';

let n = 0;
const id = () => `id-${++n}`;

function composeWithPoll(sources: ('Farcaster' | 'Twitter' | 'Lens')[]) {
  const state = initialComposeState('p0', {
    post: { chars: 'Which one?', availableSources: sources },
  });
  const poll = newPoll(id);
  poll.options = [
    { id: 'a', label: ' Tea ' },
    { id: 'b', label: 'Coffee' },
  ];
  const [post] = state.posts;
  if (!post) throw new Error('no post');
  return { ...state, posts: [addPollToPost(post, poll, { segmentId: 'frame', content: '' })] };
}

const created = (frameUrl: string) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify({ code: 0, data: { poll_id: 'poll-1', frame_url: frameUrl } })),
  );

describe('prepareFramePolls (composer.md §4.4, §7.4)', () => {
  it('creates the frame poll with the session and puts its link in the FRAME segment', async () => {
    const fetch = created('https://polycast.test/frames/polls/poll-1');
    const ready = await prepareFramePolls(composeWithPoll(['Farcaster', 'Twitter']), {
      apiBase: 'https://polycast.test',
      session: async () => ({ accountId: 'acc', token: 'tok' }),
      fetch,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://polycast.test/v1/vote_frame/poll/create');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
    expect(JSON.parse(String(init.body))).toEqual({
      title: 'Which one?',
      choices: ['Tea', 'Coffee'],
      type: 'Single',
      sub_time: 86_400,
      strategies: 'None',
    });
    const [post] = ready.posts;
    expect(post?.poll?.pollIds).toEqual({ Farcaster: 'poll-1' });
    expect(textForSource(post?.chars ?? '', 'Farcaster')).toBe(
      'Which one?\nhttps://polycast.test/frames/polls/poll-1',
    );
    // X's poll is native: its text carries no frame link.
    expect(textForSource(post?.chars ?? '', 'Twitter')).toBe('Which one?');
  });

  it('creates nothing for a poll only X takes, or one created before', async () => {
    const fetch = created('https://polycast.test/frames/polls/poll-1');
    const options = { apiBase: '', session: async () => ({ accountId: 'a', token: 't' }), fetch };
    await prepareFramePolls(composeWithPoll(['Twitter']), options);
    const once = await prepareFramePolls(composeWithPoll(['Farcaster']), options);
    await prepareFramePolls(once, options);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fails with "Failed to create poll" without a session or when the server refuses', async () => {
    const compose = composeWithPoll(['Lens']);
    await expect(
      prepareFramePolls(compose, {
        apiBase: '',
        session: async () => undefined,
        fetch: created('x'),
      }),
    ).rejects.toThrow('Failed to create poll');
    await expect(
      prepareFramePolls(compose, {
        apiBase: '',
        session: async () => ({ accountId: 'a', token: 't' }),
        fetch: vi.fn(async () => new Response('{"code":400,"error":"choices"}', { status: 400 })),
      }),
    ).rejects.toThrow('Failed to create poll');
  });
});
