import { SOURCE_LABELS } from '@/domain/networks';
import { parentPostFromView } from '@/domain/reading/parentPostFromView';
import type { Post } from '@/domain/reading/post';
import { composerLauncher } from '@/features/compose';
import { ShareIcon } from '@/ui/icons';
import { MenuButton, type MenuItem } from '@/ui/MenuButton';
import { composeWithLink, copyPostLink, openPostLink } from '../runtime/sharePost';

/**
 * The ways to pass one network's copy of a post on (issue 21 item 1,
 * reading.md §2.11): quote it in the composer, copy its link, write a new
 * post carrying its link, or open it on the network. A post's own page has
 * Quote and 'View on' as buttons already: there the menu holds the rest.
 */
export function PostShareMenu({ post, onPostPage = false }: { post: Post; onPostPage?: boolean }) {
  const network = SOURCE_LABELS[post.source];
  const items: MenuItem[] = [
    ...(onPostPage
      ? []
      : [
          {
            label: 'Quote',
            onSelect: () =>
              composerLauncher.open({
                type: 'quote',
                parent: [parentPostFromView(post.source, post)],
              }),
          },
        ]),
    { label: 'Copy link', onSelect: () => copyPostLink(post.url) },
    { label: 'Compose with link', onSelect: () => composeWithLink(post.url) },
    ...(onPostPage
      ? []
      : [{ label: `View on ${network}`, onSelect: () => openPostLink(post.url) }]),
  ];
  return (
    <MenuButton label={`Share from ${network}`} items={items}>
      <ShareIcon size={15} aria-hidden="true" />
    </MenuButton>
  );
}
