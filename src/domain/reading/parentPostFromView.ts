import type { ParentPost } from '../composer/model/composerPost';
import type { Profile } from '../composer/model/profile';
import type { PostSource } from '../networks';
import type { Post as PostView, Profile as ProfileView } from './post';

const profileOf = (
  view: Pick<ProfileView, 'id' | 'handle'> & Partial<ProfileView>,
  source: PostSource,
): Profile => ({
  profileId: view.id,
  handle: view.handle,
  displayName: view.displayName ?? view.handle,
  source,
  ...(view.avatarUrl ? { pfp: view.avatarUrl } : {}),
});

/**
 * A post read from a network, as the composer keeps the post it replies to
 * or quotes (composer.md §3.1 parentPost): its id, author, text, where it is,
 * its thread's root, and the people it names (a reply's participants on X).
 */
export function parentPostFromView(
  source: PostSource,
  view: PostView,
  rootPostId?: string,
): ParentPost {
  return {
    postId: view.id,
    source,
    author: profileOf(view.author, source),
    text: view.text,
    url: view.url,
    ...(rootPostId ? { rootPostId } : {}),
    ...(view.mentions?.length
      ? { participants: view.mentions.map((m) => profileOf(m, source)) }
      : {}),
  };
}
