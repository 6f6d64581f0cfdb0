import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatDraftTime } from '@/features/drafts';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { toasts } from '@/ui/toasts/toastStore';
import type { AnonymousAccount } from '@/domain/composer/model/anonymous';
import { hasContent } from '@/domain/composer/rules/thread';
import type { anonymousPostMachine } from '../machines/anonymousPostMachine';
import type { ComposerEvent } from '../machines/composerMachine';
import type { ComposerSnapshot } from '../machines/composerPhase';
import { ANONYMOUS_ON_ITS_WAY } from '../runtime/anonymousOutcomeNotice';
import type { LoadedAnonymousLimits } from '../runtime/anonymousLimits';
import { handOffAnonymousPost } from '../runtime/handOffAnonymousPost';

/**
 * How the composer ends, around the machine: the browser warns before
 * leaving while anything is written (composer.md §4.1); offline, a post the
 * outbox keeps closes the composer at once; once closed, the notice of how
 * it ended (draft saved, scheduled, left to the outbox), and an anonymous
 * post closed on its way is followed outside the composer (its intent's id).
 */
export function useComposerClosing(options: {
  snapshot: ComposerSnapshot;
  send: (event: ComposerEvent) => void;
  runtime: AppRuntime;
  anonymousLimits: LoadedAnonymousLimits;
  onClose: () => void;
}) {
  const { snapshot, send, runtime, anonymousLimits, onClose } = options;
  const { compose } = snapshot.context;
  const done = snapshot.status === 'done';
  const result = snapshot.output?.result;

  const anonymousChild = snapshot.children.anonymousPost as
    ActorRefFrom<typeof anonymousPostMachine> | undefined;
  const anonymousIntentId = useSelector(anonymousChild, (child) => child?.context.intentId);
  const handOff = useRef<{ intentId?: string; accounts: AnonymousAccount[] }>({ accounts: [] });
  const postingAnonymously = snapshot.matches('postingAnonymously');
  // The time the post was scheduled for, as it was when the composer closed.
  const scheduledFor = useRef<number | null>(null);
  useEffect(() => {
    if (done) return; // kept as it was when the composer closed
    scheduledFor.current = compose.scheduleTime ?? null;
    handOff.current.intentId = postingAnonymously ? anonymousIntentId : undefined;
    if (anonymousLimits.kind === 'ready') handOff.current.accounts = anonymousLimits.accounts;
  });

  useEffect(() => {
    if (!done) return;
    if (result === 'saved') toasts.show('Draft saved.');
    const at = scheduledFor.current;
    if (result === 'scheduled' && at != null) toasts.show(`Scheduled for ${formatDraftTime(at)}.`);
    if (result === 'scheduleQueued') {
      toasts.show(
        navigator.onLine
          ? 'Your post is being scheduled.'
          : 'Saved. Your post is scheduled when you are back online.',
      );
    }
    const { intentId, accounts } = handOff.current;
    if (result === 'sent' && intentId) {
      toasts.show(
        navigator.onLine
          ? ANONYMOUS_ON_ITS_WAY
          : 'Saved. Your post goes out when you are back online.',
      );
      handOffAnonymousPost(runtime, intentId, accounts);
    } else if (result === 'sent') {
      toasts.show('Saved. Your post goes out when you are back online.');
    }
    onClose();
  }, [done, result, onClose, runtime]);

  // Offline, the outbox keeps the post: the composer need not stay open for it.
  const publishing =
    snapshot.matches('publishing') ||
    snapshot.matches('postingAnonymously') ||
    snapshot.matches('awaitingSchedule');
  useEffect(() => {
    if (publishing && !navigator.onLine) send({ type: 'close' });
  }, [publishing, send]);

  // composer.md §4.1: while anything is written, the browser warns before leaving.
  const empty = !hasContent(compose.posts);
  useEffect(() => {
    if (empty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [empty]);
}
