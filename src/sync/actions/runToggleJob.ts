import { SOURCE_LABELS } from '@/domain/networks';
import { loginRequiredToAct } from '@/domain/messages/actions';
import type { SourceError, SourceResult } from '@/domain/result';
import type { NewEventFor } from '@/events/eventCatalog';
import type { actionDefinitions } from '@/events/types/actionEvents';
import type { Source } from '@/sources/source';
import { giveUpReason, nextRetryAt, retryAtAfter } from '../backoff';
import type { JobRunContext } from '../jobRunContext';
import { deleteOnce } from './deleteOnce';
import { reportOnce } from './reportOnce';
import type { ToggleJob } from './togglesProjection';

export type NewToggleEvent = NewEventFor<(typeof actionDefinitions)[number]>;

/** After this many calls since the reader's last press, a switch stops and goes back. */
export const MAX_TOGGLE_ATTEMPTS = 12;

export type ToggleRunContext = JobRunContext<NewToggleEvent>;

/**
 * The one call for this switch. An adapter that throws (a bug: they answer
 * results) may have sent it, so that is an unknown outcome, sent again
 * later and given up after MAX_TOGGLE_ATTEMPTS, instead of stopping the
 * executor's turn for every post and switch.
 */
async function sendSwitch(
  source: Source,
  toggle: ToggleJob,
  on: boolean,
  signal: AbortSignal,
): Promise<SourceResult<void>> {
  try {
    switch (toggle.kind) {
      case 'delete':
        return await deleteOnce(source, toggle.target, on, signal);
      case 'report':
        return await reportOnce(source, toggle.target, on, signal);
      default:
        return await source.setToggle(toggle.kind, toggle.target, on, signal);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { kind: 'unknown_outcome', message } };
  }
}

/**
 * One step of one switch (issue 21): when the network is not yet as the
 * reader left it, send the one call that puts it there. Every call and
 * outcome is an event. The adapters' calls are idempotent by state, so a
 * call whose answer was lost is simply sent again: the network never sees
 * a second like, and never a call the reader's presses cancelled out.
 */
export async function runToggleJob(toggle: ToggleJob, context: ToggleRunContext): Promise<void> {
  // Only what the projection holds open is sent. An open switch whose wanted
  // state matches the last confirmed one still goes (an undo pressed while a
  // call was in flight, and that call was cut short, failed or lost its
  // answer): the call may have changed the network, and sending the reader's
  // state again is harmless (idempotent by state).
  if (toggle.status !== 'waiting' && toggle.status !== 'attempting') return;
  const on = toggle.wanted;
  const append = (event: Omit<NewToggleEvent, 'aggregateId'>) =>
    context.append({ ...event, aggregateId: toggle.key } as NewToggleEvent);

  async function fail(error: SourceError, final = false) {
    const retryAt = retryAtAfter(error, toggle.failures + 1, context.now(), {
      final,
      random: context.random,
    });
    const retryable = retryAt !== undefined;
    await append({
      type: 'ToggleFailed',
      payload: {
        on,
        retryable,
        reason: error.message.slice(0, 2000),
        kind: error.kind,
        ...(error.code ? { code: error.code } : {}),
        ...(retryAt === undefined ? {} : { retryAt }),
      },
    });
  }

  const giveUp = giveUpReason(
    { attempts: toggle.attempts, since: toggle.pressedAt, lastReason: toggle.lastError?.reason },
    MAX_TOGGLE_ATTEMPTS,
    context.now(),
  );
  if (giveUp) return fail({ kind: 'network', message: giveUp }, true);

  const target = { source: toggle.source, accountId: toggle.accountId };
  let source: Source | undefined;
  try {
    source = await context.sourceFor(target);
  } catch (error) {
    return fail({
      kind: 'network',
      message: error instanceof Error ? error.message : String(error),
    });
  }
  if (!source)
    return fail({ kind: 'auth', message: loginRequiredToAct(SOURCE_LABELS[toggle.source]) });

  // Stopping (or the lease is gone): nothing new goes out; the next executor carries on.
  if (context.signal.aborted) return;
  await append({
    type: 'ToggleAttempted',
    payload: { on, attempt: toggle.attempts + 1, executor: context.executor },
  });
  const signal = AbortSignal.any([context.signal, AbortSignal.timeout(context.callTimeoutMs)]);
  const result = await sendSwitch(source, toggle, on, signal);
  if (result.ok) {
    const restored = toggle.restoring === true && on === toggle.confirmed;
    await append({ type: 'ToggleConfirmed', payload: { on, ...(restored ? { restored } : {}) } });
  } else if (result.error.kind === 'unknown_outcome') {
    const retryAt = Math.round(
      nextRetryAt(toggle.failures + 1, context.now(), undefined, context.random),
    );
    await append({
      type: 'ToggleOutcomeUnknown',
      payload: { on, reason: result.error.message.slice(0, 2000), retryAt },
    });
  } else {
    await fail(result.error);
  }
}
