import type { ComposeState } from '../model/composeState';
import type { PostSource } from '../model/sourceFields';
import { ANONYMOUS_SOURCES } from './anonymousAvailability';
import type { SourceSelection } from './sourceSelection';
import { inSourceOrder } from './sourceSelection';

/**
 * composer.md §4.3, the anonymous toggle of one source:
 * - on: the other (non-anonymous) sources are turned off, the restriction
 *   becomes Everyone and the source is selected, anonymously (a second
 *   anonymous source can join the first);
 * - off: the source is deselected; turning the last anonymous source off
 *   turns anonymous mode off.
 * Sources without anonymous accounts are left as they are.
 */
export function toggleAnonymousSource(
  selection: SourceSelection,
  source: PostSource,
  on: boolean,
): SourceSelection {
  if (!ANONYMOUS_SOURCES.includes(source)) return selection;
  if (on) {
    const kept = selection.isAnonymous ? selection.availableSources : [];
    return {
      availableSources: inSourceOrder([...kept, source]),
      isAnonymous: true,
      restriction: 'Everyone',
    };
  }
  if (!selection.isAnonymous) return selection;
  const availableSources = selection.availableSources.filter((s) => s !== source);
  return { ...selection, availableSources, isAnonymous: availableSources.length > 0 };
}

/** composer.md §4.3 for the whole thread: its posts share their networks (§4.1). */
export function toggleAnonymousInCompose(
  compose: ComposeState,
  source: PostSource,
  on: boolean,
): ComposeState {
  const first = compose.posts[0];
  if (!first) return compose;
  const selection = toggleAnonymousSource(first, source, on);
  return { ...compose, posts: compose.posts.map((post) => ({ ...post, ...selection })) };
}
