import type { PostSource } from '@/domain/networks';
import type { PublishPost, PublishTarget } from '@/events/types/publishEvents';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { ulid } from '@/domain/ulid';
import { publishRequestProblem } from './publishRequestProblem';

/** Intents for the outbox: each is an event; the executor does the rest. */
export function publishActions(runtime: AppRuntime) {
  return {
    /** Sends a post (or a thread) to these accounts; resolves with the intent's id. */
    async send(input: {
      targets: PublishTarget[];
      posts: PublishPost[];
      kind?: 'post' | 'reply' | 'quote' | 'thread';
      replyTo?: Partial<Record<PostSource, string>>;
      quoteOf?: Partial<Record<PostSource, string>>;
    }): Promise<string> {
      // composer.md §8: what cannot be an intent is refused in the spec's words (shown by the composer).
      const problem = publishRequestProblem(input);
      if (problem) throw new Error(problem);
      // The intent's event id is its aggregate and its jobs' idempotency key (a ULID:
      // Bluesky's record keys take their time from it).
      const id = ulid();
      const logged = await runtime.log.append({
        id,
        type: 'PublishRequested',
        aggregateId: id,
        payload: {
          kind: input.kind ?? (input.posts.length > 1 ? 'thread' : 'post'),
          targets: input.targets,
          posts: input.posts,
          ...(input.replyTo ? { replyTo: input.replyTo } : {}),
          ...(input.quoteOf ? { quoteOf: input.quoteOf } : {}),
        },
      });
      return logged.id;
    },
    /**
     * composer.md §4.6: only these networks are tried again: failed ones, or
     * ones waiting out a backoff, now ("Retry {network} now").
     */
    retry: (intentId: string, sources: PostSource[]) =>
      runtime.log.append({
        type: 'PublishRetryRequested',
        aggregateId: intentId,
        payload: { intentId, sources },
      }),
    /** Gives up on what did not go out: on these networks, or everywhere when none are named. */
    discard: (intentId: string, sources?: PostSource[]) =>
      runtime.log.append({
        type: 'PublishDiscarded',
        aggregateId: intentId,
        payload: { intentId, ...(sources ? { sources } : {}) },
      }),
  };
}

export type PublishActions = ReturnType<typeof publishActions>;
