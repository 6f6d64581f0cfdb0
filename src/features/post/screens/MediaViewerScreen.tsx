import { useNavigate, useRouter } from '@tanstack/react-router';
import { SOURCE_SLUGS, SOURCE_LABELS, type PostSource, aNetwork } from '@/domain/networks';
import { visibleTabs } from '@/domain/reading/gallery';
import { postPagePath } from '@/domain/routes/appPaths';
import { POST_DETAIL_TABS } from '@/domain/routes/postDetailTabs';
import { ScreenFrame } from '@/ui/ScreenFrame';
import { useViewedPost } from '../hooks/useViewedPost';
import { useBackgroundPathname } from '../runtime/backgroundPathname';
import { MediaGallery } from './MediaGallery';

const photoPath = (source: PostSource, id: string, index: number) =>
  `/post/${SOURCE_SLUGS[source]}/${encodeURIComponent(id)}/photos/${index}`;

/**
 * The media viewer's page, `/post/:source/:id/photos/:index` (reading.md
 * §2.3): the post's pictures over the whole screen from `index`. Turning the
 * page replaces the address (Back leaves the viewer, not one picture); Close
 * and Escape go back to the page it was opened from, as it was left, or to
 * the post's page when the viewer was the first page opened. `hiddenTabs`
 * hides some of the post's tab links beside the pictures.
 */
export function MediaViewerScreen(props: {
  source: PostSource;
  id: string;
  index: number;
  hiddenTabs?: string;
}) {
  const { source, id } = props;
  const state = useViewedPost(source, id);
  const navigate = useNavigate();
  const router = useRouter();
  const background = useBackgroundPathname();
  const slug = SOURCE_SLUGS[source];
  const postPath = `/post/${slug}/${encodeURIComponent(id)}`;
  const close = () => {
    if (background) router.history.back();
    else void navigate({ to: postPagePath(source, id), replace: true });
  };
  if (state.status !== 'ready') {
    return (
      <ScreenFrame title="Pictures">
        {state.status === 'loading' && <p role="status">Loading the post…</p>}
        {state.status === 'not-found' && (
          <p role="alert">This post was not found. It may have been deleted.</p>
        )}
        {state.status === 'no-account' && (
          <p>Connect {aNetwork(SOURCE_LABELS[source])} account in Settings to see posts there.</p>
        )}
        {state.status === 'failed' && <p role="alert">Could not load the post: {state.message}</p>}
      </ScreenFrame>
    );
  }
  const tabs = visibleTabs(POST_DETAIL_TABS[slug], props.hiddenTabs).map((name) => ({
    name,
    href: `${postPath}/${name}`,
  }));
  return (
    <MediaGallery
      post={state.post}
      index={props.index}
      tabs={tabs}
      onClose={close}
      onIndexChange={(index) =>
        void navigate({
          to: photoPath(source, id, index),
          search: props.hiddenTabs ? { hiddenTabs: props.hiddenTabs } : {},
          replace: true,
        })
      }
    />
  );
}
