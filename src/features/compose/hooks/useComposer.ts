import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { composerMachine, type ComposerDeps } from '../machines/composerMachine';
import { initialComposeState } from '@/domain/composer/model/composeState';
import type { ComposerOpening } from '../runtime/composerOpening';
import { initialCompose } from '../runtime/initialCompose';
import type { Profile } from '@/domain/composer/model/profile';
import { intentOutcome, intentResults, intentRetryWaits } from '@/sync/publish/publishJobQueries';
import type { RetryWait } from '@/domain/composer/rules/retryWait';
import { useAccounts } from '@/features/accounts';
import { draftActions } from '@/features/drafts';
import { anonymousPostDeps } from '../runtime/anonymousPostDeps';
import { publishActions } from '@/features/outbox';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { POST_SOURCES } from '@/domain/networks';
import {
  ensureScheduleDelegation,
  scheduleAction,
  dismissScheduleIntent,
  scheduleIntentsOf,
} from '@/features/schedule';
import { scheduleOutcome } from '@/sync/schedule/scheduleIntentsProjection';

/** The composer's effects on this device: drafts and intents go to the log. */
function composerDeps(runtime: AppRuntime): ComposerDeps {
  const drafts = draftActions(runtime);
  const publish = publishActions(runtime);
  const schedule = scheduleAction(runtime, {
    ensureDelegation: (targets) => ensureScheduleDelegation(targets, { runtime }),
  });
  return {
    schedule,
    saveDraft: drafts.save,
    deleteDraft: drafts.remove,
    publish: (request) => publish.send(request),
    retry: async (intentId, sources) => {
      await publish.retry(intentId, sources);
    },
    anonymous: anonymousPostDeps(runtime),
  };
}

/**
 * The profiles this device can post as: every connected account, in the
 * networks' order (the first of a network's accounts posts unless another
 * is chosen).
 */
export function useProfiles(): Profile[] {
  const { accounts } = useAccounts();
  return useMemo(
    () =>
      POST_SOURCES.flatMap((source) =>
        accounts
          .filter((account) => account.source === source)
          .map((account) => ({
            profileId: account.accountId,
            handle: account.handle,
            displayName: account.displayName,
            source,
            ...(account.avatarUrl ? { pfp: account.avatarUrl } : {}),
            ...(account.tier ? { tier: account.tier } : {}),
          })),
      ),
    [accounts],
  );
}

/**
 * Runs the composer machine for one opening of the modal, and feeds it the
 * sync engine's progress on what it sent (composer.md §4.6).
 */
export function useComposer(runtime: AppRuntime, profiles: Profile[], opening: ComposerOpening) {
  const [input] = useState(() => {
    const draft = opening.draft;
    const newPostId = () => crypto.randomUUID();
    return {
      deps: composerDeps(runtime),
      profiles,
      newPostId,
      ...(draft
        ? {
            compose: {
              ...initialComposeState(draft.cursor, {
                type: draft.type,
                // composer.md §4.9: a failed scheduled post reopens as its draft, with the banner.
                isFailedSchedulePost: opening.isFailedSchedulePost ?? false,
              }),
              posts: draft.posts,
              cursor: draft.cursor,
              sealedSource: draft.sealedSource ?? null,
              currentDraftId: draft.draftId,
              scheduleTime: draft.scheduleTime ?? null,
            },
            draftId: draft.draftId,
            createdAt: draft.createdAt,
            savedBefore: true,
            ...(draft.intentId ? { intentId: draft.intentId } : {}),
          }
        : {
            compose: initialCompose(opening, profiles, newPostId()),
            draftId: crypto.randomUUID(),
            createdAt: Date.now(),
          }),
    };
  });
  const [snapshot, send, actor] = useMachine(composerMachine, { input });
  const intentId = snapshot.context.intentId;
  // Networks backing off after a failure that may pass: their reason and time (not machine state).
  const [retryWaits, setRetryWaits] = useState<RetryWait[]>([]);

  useEffect(() => {
    if (!intentId) return;
    const report = () => {
      const state = runtime.publishJobs.getState();
      setRetryWaits(intentRetryWaits(state, intentId));
      actor.send({
        type: 'jobs.updated',
        results: intentResults(state, intentId),
        outcome: intentOutcome(state, intentId),
      });
    };
    const subscription = runtime.publishJobs.state$.subscribe(report);
    report();
    return () => subscription.unsubscribe();
  }, [intentId, runtime, actor]);

  // composer.md §4.9: the schedule intent sent, until it is a task (or refused).
  const scheduleIntentId = snapshot.context.scheduleIntentId;
  useEffect(() => {
    if (!scheduleIntentId) return;
    let subscription: { unsubscribe(): void } | undefined;
    let live = true;
    void scheduleIntentsOf(runtime).then((intents) => {
      if (!live) return;
      subscription = intents.state$.subscribe((state) => {
        const outcome = scheduleOutcome(state, scheduleIntentId);
        if (outcome.kind === 'created' || outcome.kind === 'failed') {
          actor.send({ type: 'schedule.updated', progress: outcome });
        }
        // Refused while the composer shows it: the composer has the post back, the intent may go.
        if (outcome.kind === 'failed') {
          void dismissScheduleIntent(runtime, scheduleIntentId).catch((error: unknown) =>
            console.warn(error),
          );
        }
      });
    });
    return () => {
      live = false;
      subscription?.unsubscribe();
    };
  }, [scheduleIntentId, runtime, actor]);

  return { snapshot, send, retryWaits };
}
