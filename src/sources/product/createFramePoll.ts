import { z } from 'zod/mini';
import type { FramePollRequest } from '@/domain/composer/model/framePollRequest';
import { FAILED_TO_CREATE_POLL } from '@/domain/messages/composer';
import { fail, httpFailure, ok, type SourceResult } from '@/domain/result';
import { call } from './productApi';

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
    const answer = await call(
      { apiBase, token: current.token },
      'POST',
      '/v1/vote_frame/poll/create',
      {
        headers: { 'Idempotency-Key': idempotencyKey },
        body: {
          title: poll.title,
          choices: poll.choices,
          type: poll.type,
          sub_time: poll.durationSeconds,
          strategies: poll.strategies,
          ...(poll.multipleCount === undefined ? {} : { multiple_count: poll.multipleCount }),
        },
        schema: createdSchema,
        signal,
      },
    ).catch(() => undefined); // cancelled: tried again later like a lost connection
    if (!answer) return notYet('network');
    if (answer.ok) {
      return ok({ pollId: answer.value.data.poll_id, frameUrl: answer.value.data.frame_url });
    }
    const { status = 0 } = answer.error;
    if (status === 0) return notYet('network');
    if (status === 401) return notYet('no_session');
    if (status < 400) return notYet('bad_answer');
    return fail({ ...httpFailure(status, FAILED_TO_CREATE_POLL), code: `HTTP ${status}` });
  };
}
