import type { Channel } from '@/domain/composer/model/channel';
import type { ParentPost } from '@/domain/composer/model/composerPost';
import type { Draft } from '@/domain/composer/model/draft';
import type { ComposerType } from '@/domain/composer/model/sourceFields';
import type { PostSource } from '@/domain/networks';

/** The composer's inner routes (composer.md §2.3). */
export type ComposerPath = '/' | 'draft' | 'gif';

/**
 * How the composer is opened (composer.md §2.3): with a type, source(s), the
 * post replied to or quoted, text, channel, embeds, an initial inner route,
 * as a failed scheduled post, anonymous, and sources it may not use; or on
 * a saved draft (which carries all of that itself).
 */
export interface ComposerOpening {
  draft?: Draft;
  type?: ComposerType;
  /** The networks to select (of those connected; all by default). */
  sources?: PostSource[];
  /** The post replied to or quoted, on each network it is on. */
  parent?: ParentPost[];
  text?: string;
  channel?: Partial<Record<PostSource, Channel>>;
  /** Links to embed: appended to the text, where the link card picks up the first. */
  embeds?: string[];
  initialPath?: ComposerPath;
  isFailedSchedulePost?: boolean;
  isAnonymous?: boolean;
  disabledSources?: PostSource[];
  /** Files shared from another app, in the shared-files inbox under this id: attached to the first post. */
  sharedFiles?: string;
}
