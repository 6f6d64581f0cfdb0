import { Link } from '@tanstack/react-router';
import { SOURCE_LABELS, SOURCE_SLUGS, type PostSource, aNetwork } from '@/domain/networks';
import { TimelinePost } from '@/features/feed';
import { PagedList } from '@/ui/PagedList';
import { ScreenFrame } from '@/ui/ScreenFrame';
import { TabLinks } from '@/ui/TabLinks';
import { useBookmarks } from '../hooks/useBookmarks';

/** The tabs, in the sidebar's order of preference (sidebarLinks.ts), then X. */
const BOOKMARK_TABS: readonly PostSource[] = ['Farcaster', 'Bsky', 'Lens', 'Twitter'];

/**
 * `/bookmarks/{source}` (issue 21, reading.md §2.1, §4.1, §6): the reader's
 * bookmarks on one network, newest first, a page at a time, a tab per
 * network. Bookmarks are private, so each network's are read as the
 * account connected there; Farcaster's protocol keeps none, so the product
 * server keeps them in its place. A bookmark taken off here leaves the list once the network
 * confirmed it (docs/decisions-reading.md).
 */
export function BookmarksScreen({ source }: { source: PostSource }) {
  const network = SOURCE_LABELS[source];
  return (
    <ScreenFrame title={`Bookmarks on ${network}`}>
      <TabLinks
        label="Networks"
        tabs={BOOKMARK_TABS.map((tab) => ({
          name: SOURCE_LABELS[tab],
          href: `/bookmarks/${SOURCE_SLUGS[tab]}`,
          current: tab === source,
        }))}
      />
      <BookmarkList source={source} />
    </ScreenFrame>
  );
}

function BookmarkList({ source }: { source: PostSource }) {
  const network = SOURCE_LABELS[source];
  const { query, shows, hasAccount } = useBookmarks(source);
  if (!hasAccount) {
    return (
      <p className="timeline-empty">
        Connect {aNetwork(network)} account in <Link to="/settings">Settings</Link> to read your
        bookmarks there.
      </p>
    );
  }
  return (
    <PagedList
      query={query}
      label={`Your bookmarks on ${network}`}
      keyOf={(bookmark) => bookmark.post.id}
      row={(bookmark) => <TimelinePost post={bookmark.post} />}
      shows={shows}
      failure={`Could not read your bookmarks on ${network}`}
      empty="No bookmarks yet."
    />
  );
}
