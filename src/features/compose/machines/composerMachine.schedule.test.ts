import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  composerMachine,
  ScheduleRefused,
  type ComposerDeps,
  type ScheduleRequest,
} from './composerMachine';
import { initialComposeState } from '@/domain/composer/model/composeState';
import type { Draft } from '@/domain/composer/model/draft';
import type { Profile } from '@/domain/composer/model/profile';
import { FAILED_TO_CREATE_SCHEDULED_POST } from '@/domain/messages/composer';

const DRAFT_ID = '0b6c6f1e-6b1e-4d53-9c1e-1f6a4b0c9d21';
const profiles: Profile[] = [
  { profileId: '0xlens', handle: 'polly', displayName: 'Polly', source: 'Lens' },
  { profileId: 'did:plc:polly', handle: 'polly.test', displayName: 'Polly', source: 'Bsky' },
];
const AT = 1_800_000_000_000;

function start(schedule?: ComposerDeps['schedule']) {
  const saved: Draft[] = [];
  const deleted: string[] = [];
  const deps: ComposerDeps = {
    saveDraft: vi.fn(async (draft: Draft) => void saved.push(draft)),
    deleteDraft: vi.fn(async (id: string) => void deleted.push(id)),
    publish: vi.fn(async () => 'intent-1'),
    retry: vi.fn(async () => undefined),
    schedule: schedule ?? vi.fn(async () => 'schedule-1'),
  };
  const actor = createActor(composerMachine, {
    input: {
      deps,
      compose: initialComposeState('p0', {
        post: { chars: 'Later, everyone', availableSources: ['Lens', 'Bsky'] },
      }),
      draftId: DRAFT_ID,
      createdAt: 1_700_000_000_000,
      profiles,
      savedBefore: true,
      newPostId: () => 'p1',
    },
  }).start();
  return { actor, deps, saved, deleted };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('scheduling in the composer (composer.md §4.9)', () => {
  it('stores the time, changes it, clears it; the draft keeps it', async () => {
    const { actor, saved } = start();
    actor.send({ type: 'schedule.set', time: AT });
    expect(actor.getSnapshot().context.compose.scheduleTime).toBe(AT);
    actor.send({ type: 'schedule.set', time: AT + 60_000 });
    await vi.advanceTimersByTimeAsync(600);
    expect(saved.at(-1)?.scheduleTime).toBe(AT + 60_000);
    actor.send({ type: 'schedule.clear' });
    expect(actor.getSnapshot().context.compose.scheduleTime).toBeNull();
  });

  it('with a time, Send schedules instead of publishing, then closes once the task exists', async () => {
    const { actor, deps, deleted } = start();
    actor.send({ type: 'schedule.set', time: AT });
    actor.send({ type: 'send' });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.publish).not.toHaveBeenCalled();
    const request = vi.mocked(deps.schedule!).mock.calls[0]?.[0] as ScheduleRequest;
    expect(request.scheduleTime).toBe(AT);
    expect(request.request.targets.map((t) => t.source)).toEqual(['Lens', 'Bsky']);
    expect(request.request.posts[0]?.text).toBe('Later, everyone');
    expect(request.draft).toMatchObject({ draftId: DRAFT_ID, scheduleTime: AT });
    expect(actor.getSnapshot().value).toBe('awaitingSchedule');
    expect(actor.getSnapshot().context.scheduleIntentId).toBe('schedule-1');
    // The intent holds the post now: the draft goes.
    expect(deleted).toEqual([DRAFT_ID]);

    actor.send({ type: 'schedule.updated', progress: { kind: 'pending' } });
    expect(actor.getSnapshot().value).toBe('awaitingSchedule');
    actor.send({ type: 'schedule.updated', progress: { kind: 'created', taskId: 't-1' } });
    await vi.advanceTimersByTimeAsync(300);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ result: 'scheduled' });
  });

  it('closing before the task exists leaves it to the outbox', async () => {
    const { actor } = start();
    actor.send({ type: 'schedule.set', time: AT });
    actor.send({ type: 'send' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().output).toEqual({ result: 'scheduleQueued' });
  });

  it('a refused task comes back to edit with the server’s words, saved as a draft again', async () => {
    const { actor, saved } = start();
    actor.send({ type: 'schedule.set', time: AT });
    actor.send({ type: 'send' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({
      type: 'schedule.updated',
      progress: { kind: 'failed', reason: 'Allow Polycast to post on Lens for you first.' },
    });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.scheduleError).toBe(
      'Allow Polycast to post on Lens for you first.',
    );
    await vi.advanceTimersByTimeAsync(600);
    expect(saved.at(-1)).toMatchObject({ scheduleTime: AT });
  });

  it('composer.md §8: a cancelled consent says nothing; other refusals their words', async () => {
    const cancelled = start(async () => {
      throw new ScheduleRefused('cancelled', 'no');
    });
    cancelled.actor.send({ type: 'schedule.set', time: AT });
    cancelled.actor.send({ type: 'send' });
    await vi.advanceTimersByTimeAsync(0);
    expect(cancelled.actor.getSnapshot().value).toBe('editing');
    expect(cancelled.actor.getSnapshot().context.scheduleError).toBeUndefined();

    const known = start(async () => {
      throw new ScheduleRefused('product', 'The scheduled time has passed. Please reset');
    });
    known.actor.send({ type: 'schedule.set', time: AT });
    known.actor.send({ type: 'send' });
    await vi.advanceTimersByTimeAsync(0);
    expect(known.actor.getSnapshot().context.scheduleError).toBe(
      'The scheduled time has passed. Please reset',
    );

    const broken = start(async () => {
      throw new TypeError('');
    });
    broken.actor.send({ type: 'schedule.set', time: AT });
    broken.actor.send({ type: 'send' });
    await vi.advanceTimersByTimeAsync(0);
    expect(broken.actor.getSnapshot().context.scheduleError).toBe(FAILED_TO_CREATE_SCHEDULED_POST);
  });

  it('composer.md §8: a Lens session error takes Lens out of the post and disables it', async () => {
    const { actor } = start(async () => {
      throw new ScheduleRefused('lensSession', 'Your Lens session for @polly has ended.');
    });
    actor.send({ type: 'schedule.set', time: AT });
    actor.send({ type: 'send' });
    await vi.advanceTimersByTimeAsync(0);
    const { compose, scheduleError } = actor.getSnapshot().context;
    expect(scheduleError).toBe('Your Lens session for @polly has ended.');
    expect(compose.posts[0]?.availableSources).toEqual(['Bsky']);
    expect(compose.disabledSources).toContain('Lens');
    actor.send({ type: 'source.toggle', source: 'Lens' });
    expect(actor.getSnapshot().context.compose.posts[0]?.availableSources).toEqual(['Bsky']);
  });

  it('without a time, Send publishes as before', async () => {
    const { actor, deps } = start();
    actor.send({ type: 'send' });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.publish).toHaveBeenCalled();
    expect(deps.schedule).not.toHaveBeenCalled();
  });
});
