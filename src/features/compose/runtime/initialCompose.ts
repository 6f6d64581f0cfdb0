import { initialComposeState, type ComposeState } from '@/domain/composer/model/composeState';
import type { ParentPost } from '@/domain/composer/model/composerPost';
import type { Profile } from '@/domain/composer/model/profile';
import { inSourceOrder } from '@/domain/composer/rules/sourceSelection';
import { POST_SOURCES, type PostSource } from '@/domain/networks';
import type { ComposerOpening } from './composerOpening';

/** The text a fresh composer starts with: the given text, then each embed on its own line. */
function startingText(opening: ComposerOpening): string {
  const embeds = (opening.embeds ?? []).filter((url) => !(opening.text ?? '').includes(url));
  return [opening.text ?? '', ...embeds].filter(Boolean).join('\n');
}

/**
 * A fresh composer for an opening (composer.md §2.3, §3.2). A reply or quote
 * goes to the networks its parent is on and is sealed to the first of them;
 * every other network is disabled. The selected networks are those asked
 * for (all by default), less those with no profile here or disabled.
 */
export function initialCompose(
  opening: ComposerOpening,
  profiles: readonly Profile[],
  postId: string,
): ComposeState {
  const type = opening.type ?? (opening.parent?.length ? 'reply' : 'compose');
  const parents = type === 'compose' ? [] : (opening.parent ?? []);
  const parentSources = inSourceOrder(parents.map((p) => p.source));
  const disabledSources = inSourceOrder([
    ...(opening.disabledSources ?? []),
    ...(type === 'compose' ? [] : POST_SOURCES.filter((s) => !parentSources.includes(s))),
  ]);
  const wanted = opening.sources ?? POST_SOURCES;
  const availableSources = inSourceOrder(
    profiles
      .map((p) => p.source)
      .filter((source) => wanted.includes(source) && !disabledSources.includes(source)),
  );
  const parentPost: Partial<Record<PostSource, ParentPost>> = Object.fromEntries(
    parents.map((parent) => [parent.source, parent]),
  );
  return initialComposeState(postId, {
    type,
    sealedSource: parentSources[0] ?? null,
    disabledSources,
    isFailedSchedulePost: opening.isFailedSchedulePost ?? false,
    post: {
      chars: startingText(opening),
      availableSources,
      parentPost,
      ...(opening.channel ? { channel: opening.channel } : {}),
      isAnonymous: opening.isAnonymous ?? false,
    },
  });
}
