import { z } from 'zod/mini';
import type { ComposeState } from '../../machines/composer/model/composeState';
import type { ComposerPost } from '../../machines/composer/model/composerPost';
import { visibleText } from '../../machines/composer/model/renderChars';
import { setFrameContent } from '../../machines/composer/model/richText';
import { NATIVE_POLL_SOURCES } from '../../machines/composer/publishRequestFor';
import { FAILED_TO_CREATE_POLL } from '../../machines/composer/rules/composerMessages';
import type { ProductSession } from '../accounts/productSession';

const createdSchema = z.object({
  code: z.literal(0),
  data: z.object({ poll_id: z.string(), frame_url: z.url() }),
});

export interface FramePollOptions {
  apiBase: string;
  /** The device's Polycast session: polls are created for an account (composer.md §6). */
  session: () => Promise<ProductSession | undefined>;
  fetch?: typeof fetch;
}

/**
 * composer.md §4.4, §7.4: before a post with a poll is sent, the product
 * server creates the frame poll that Farcaster and Lens link to
 * (`POST /v1/vote_frame/poll/create`), and the post's invisible FRAME
 * segment carries its link. X's poll is native and needs none. A poll
 * created by an earlier try is kept. Rejects with 'Failed to create poll'.
 */
export async function prepareFramePolls(
  compose: ComposeState,
  options: FramePollOptions,
): Promise<ComposeState> {
  const fetchImpl = options.fetch ?? fetch;
  const posts: ComposerPost[] = [];
  for (const post of compose.posts) {
    const { poll } = post;
    const framed = post.availableSources.filter((s) => !NATIVE_POLL_SOURCES.includes(s));
    if (!poll || framed.length === 0 || framed.every((s) => poll.pollIds?.[s])) {
      posts.push(post);
      continue;
    }
    const session = await options.session();
    if (!session) throw new Error(FAILED_TO_CREATE_POLL);
    const answer = await fetchImpl(`${options.apiBase}/v1/vote_frame/poll/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify({
        title: visibleText(post.chars).trim(),
        choices: poll.options.map((option) => option.label.trim()),
        type: poll.type,
        sub_time: poll.durationSeconds,
        strategies: poll.strategies,
        ...(poll.type === 'Multiple' && poll.multiple_count
          ? { multiple_count: poll.multiple_count }
          : {}),
      }),
    }).catch(() => undefined);
    const created = createdSchema.safeParse(await answer?.json().catch(() => undefined));
    if (!answer?.ok || !created.success) throw new Error(FAILED_TO_CREATE_POLL);
    const { poll_id: pollId, frame_url: frameUrl } = created.data.data;
    posts.push({
      ...post,
      chars: setFrameContent(post.chars, `\n${frameUrl}`),
      poll: {
        ...poll,
        pollIds: { ...poll.pollIds, ...Object.fromEntries(framed.map((s) => [s, pollId])) },
      },
    });
  }
  return { ...compose, posts };
}
