import {
  COMPOSER_FAILED,
  COMPOSER_SENDING,
  COMPOSER_SENT,
} from '@/domain/messages/disabledReasons';

/** Where the composer is, as its controls see it (composer.md §4.6). */
export type ComposerPhase = 'editing' | 'sending' | 'failed' | 'published';

/**
 * composer.md §2.3, §4.6: the post can be changed only while it is being
 * edited; otherwise every control of the editor is disabled, and says why:
 * the post is on its way, some networks failed (retry or close), or it has
 * gone out. Undefined while editing.
 */
export function editingLockedReason(phase: ComposerPhase): string | undefined {
  switch (phase) {
    case 'editing':
      return undefined;
    case 'sending':
      return COMPOSER_SENDING;
    case 'failed':
      return COMPOSER_FAILED;
    case 'published':
      return COMPOSER_SENT;
  }
}
