import type { CreateFramePoll, CreatedFramePoll } from '@/sources/product/createFramePoll';
import { fail, ok, type SourceResult } from '@/domain/result';
import { FAILED_TO_CREATE_POLL } from '@/domain/messages/composer';
import type { PublishIntent, PublishJob } from './publishJobsProjection';

/** The Idempotency-Key of a post's frame poll: one poll per (intent, post), whichever job asks. */
export const framePollKey = (intentId: string, index: number) => `${intentId}:poll:${index}`;

/**
 * composer.md §4.4, §7.4: the intent as this job needs it, with its post's
 * frame poll created. A job whose network carries no frame poll, or whose
 * poll was already created (by this post's other network), needs no call.
 * Created once: the key makes a second call answer the same poll.
 */
export async function framePollFor(
  intent: PublishIntent,
  job: PublishJob,
  deps: {
    create: CreateFramePoll | undefined;
    created: (poll: CreatedFramePoll & { intentId: string; index: number }) => Promise<unknown>;
    call: (
      run: (signal: AbortSignal) => Promise<SourceResult<CreatedFramePoll>>,
    ) => Promise<SourceResult<CreatedFramePoll>>;
  },
): Promise<SourceResult<PublishIntent>> {
  const poll = intent.posts[job.index]?.framePoll;
  if (!poll?.sources.includes(job.source) || intent.framePolls?.[job.index]) return ok(intent);
  const { create } = deps;
  if (!create) return fail({ kind: 'network', message: FAILED_TO_CREATE_POLL, code: 'no_creator' });
  const created = await deps.call((signal) =>
    create(poll, framePollKey(intent.id, job.index), signal),
  );
  if (!created.ok) return created;
  await deps.created({ intentId: intent.id, index: job.index, ...created.value });
  return ok({
    ...intent,
    framePolls: { ...intent.framePolls, [job.index]: created.value },
  });
}
