import { POST_SOURCES } from '@/domain/networks';
import type { ComposerPost } from '../model/composerPost';
import type { PostSource } from '../model/sourceFields';
import { restrictionFor } from './replyRestriction';

/** The part of a post the source selector and the anonymous panel change. */
export type SourceSelection = Pick<
  ComposerPost,
  'availableSources' | 'isAnonymous' | 'restriction'
>;

/** Sources in the product's order (Farcaster, Lens, Twitter, Bsky), each once. */
export const inSourceOrder = (sources: Iterable<PostSource>): PostSource[] => {
  const set = new Set(sources);
  return POST_SOURCES.filter((s) => set.has(s));
};

/**
 * composer.md §4.2, selecting a source's account:
 * 1. selected and not anonymous: deselected;
 * 2. otherwise: when anonymous, every other source is deselected; the
 *    source is selected; anonymous is turned off; the restriction resets to
 *    Everyone if the sources do not all support it.
 * (3. an invalid session is the caller's: the account is removed and a
 *    message shown, the selection unchanged.)
 */
export function selectSourceAccount(
  selection: SourceSelection,
  source: PostSource,
): SourceSelection {
  if (selection.availableSources.includes(source) && !selection.isAnonymous) {
    return {
      ...selection,
      availableSources: selection.availableSources.filter((s) => s !== source),
    };
  }
  const availableSources = selection.isAnonymous
    ? [source]
    : inSourceOrder([...selection.availableSources, source]);
  return {
    availableSources,
    isAnonymous: false,
    restriction: restrictionFor(selection.restriction, availableSources),
  };
}
