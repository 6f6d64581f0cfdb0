import type { SnapshotFrom } from 'xstate';
import type { ComposeState } from '@/domain/composer/model/composeState';
import type { ComposerPhase } from '@/domain/composer/rules/editingLockedReason';
import type { composerMachine } from './composerMachine';

export type ComposerSnapshot = SnapshotFrom<typeof composerMachine>;

/**
 * What the screen shows of the machine's state: editing (the close dialog
 * included), sending (the intent on its way, publishing, scheduling), failed
 * (waiting for a retry) or published.
 */
export function composerPhase(snapshot: ComposerSnapshot): ComposerPhase {
  if (snapshot.matches('failed') || snapshot.matches('confirmingFailedClose')) return 'failed';
  if (
    snapshot.matches('published') ||
    snapshot.matches('postedAnonymously') ||
    snapshot.matches('scheduled')
  ) {
    return 'published';
  }
  if (snapshot.matches('editing') || snapshot.matches('confirmingClose')) return 'editing';
  return 'sending';
}

/** composer.md §2.8: the close dialog's variant: anonymous, some networks failed, or normal. */
export function closeDialogVariant(compose: ComposeState): 'anonymous' | 'failed' | 'normal' {
  if (compose.posts.some((p) => p.isAnonymous)) return 'anonymous';
  if (compose.posts.some((p) => Object.values(p.postError).some(Boolean))) return 'failed';
  return 'normal';
}
