import { z } from 'zod/mini';
import type { FramePollRequest } from '@/domain/composer/model/framePollRequest';
import { FAILED_TO_CREATE_POLL } from '@/domain/messages/composer';
import { fail, httpFailure, ok, type SourceResult } from '@/domain/result';

/** A frame poll as the product server created it (composer.md §7.4). */
export interface CreatedFramePoll {
  pollId: string;
  frameUrl: string;
}

/**
 * Creates a post's frame poll; the same `idempotencyKey` always answers the
 * same poll, so a retry (or the post's second network) never makes another.
 */
export type CreateFramePoll = (
  poll: FramePollRequest,
  idempotencyKey: string,
  signal: AbortSignal,
) => Promise<SourceResult<CreatedFramePoll>>;

const createdSchema = z.object({
  code: z.literal(0),
  data: z.object({ poll_id: z.string(), frame_url: z.url({ protocol: /^https?$/ }) }),
});

/** Why the poll is not there yet, in composer.md §8's words; `code` says more. */
const notYet = (code: string) =>
  fail<CreatedFramePoll>({ kind: 'network', message: FAILED_TO_CREATE_POLL, code });

/**
 * `POST /v1/vote_frame/poll/create` with the device's Polycast session and
 * an Idempotency-Key. Without a session (or with one the server no longer
 * takes) the poll waits, retried like a lost connection, until there is one;
 * a refusal (4xx) is final; trouble on the server's side is retried.
 */
export function framePollCreator(
  apiBase: string,
  session: () => Promise<{ token: string } | undefined>,
): CreateFramePoll {
  return async (poll, idempotencyKey, signal) => {
    const current = await session().catch(() => undefined);
    if (!current) return notYet('no_session');
    let answer: Response;
    try {
      answer = await fetch(`${apiBase}/v1/vote_frame/poll/create`, {
        method: 'POST',
        signal,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${current.token}`,
          'Idempotency-Key': idempotencyKey,
        },
        body: JSON.stringify({
          title: poll.title,
          choices: poll.choices,
          type: poll.type,
          sub_time: poll.durationSeconds,
          strategies: poll.strategies,
          ...(poll.multipleCount === undefined ? {} : { multiple_count: poll.multipleCount }),
        }),
      });
    } catch {
      return notYet('network');
    }
    if (answer.status === 401) return notYet('no_session');
    if (!answer.ok) {
      const error = httpFailure(answer.status, FAILED_TO_CREATE_POLL);
      return fail({ ...error, code: `HTTP ${answer.status}` });
    }
    const created = createdSchema.safeParse(await answer.json().catch(() => undefined));
    if (!created.success) return notYet('bad_answer');
    return ok({ pollId: created.data.data.poll_id, frameUrl: created.data.data.frame_url });
  };
}
