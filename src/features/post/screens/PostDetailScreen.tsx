import { Link, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { PostMenu, PostShareMenu } from '@/features/actions';
import { TipButton } from '@/features/tips';
import { composerLauncher } from '@/features/compose';
import { parentPostFromView } from '@/domain/reading/parentPostFromView';
import { usePostThread } from '../hooks/usePostThread';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { SOURCE_LABELS, SOURCE_SLUGS, type PostSource, aNetwork } from '@/domain/networks';
import { POST_DETAIL_TABS, postTabKind } from '@/domain/routes/postDetailTabs';
import { TabLinks } from '@/ui/TabLinks';
import { ExternalLinkIcon, QuoteIcon, ReplyIcon } from '@/ui/icons';
import type { PostView } from '@/sources/source';
import { ScreenFrame } from '@/ui/ScreenFrame';
import { PostCard } from './PostCard';
import { PostTabPanel } from './PostTabPanel';

/** The post's tabs, each its own address. */
function PostTabs(props: { source: PostSource; id: string; tab: string }) {
  const slug = SOURCE_SLUGS[props.source];
  return (
    <TabLinks
      label="Post tabs"
      tabs={POST_DETAIL_TABS[slug].map((name) => ({
        name,
        href: `/post/${slug}/${encodeURIComponent(props.id)}/${name}`,
        current: name.toLowerCase() === props.tab.toLowerCase(),
      }))}
    />
  );
}

/**
 * The post's 'more' menu on its page: a delete goes back to the page before
 * (reading.md §4.3), or Home when the post page was the first.
 */
function PostPageMenu({ post }: { post: PostView }) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const navigate = useNavigate();
  return (
    <PostMenu
      post={post}
      onDeleted={() => {
        if (canGoBack) router.history.back();
        else void navigate({ to: '/', replace: true });
      }}
    />
  );
}

/** Reply and Quote open the composer on this post (composer.md §2.3); the network's own page; sharing its link. */
function PostActions(props: { source: PostSource; post: PostView; rootId: string | undefined }) {
  const parent = () => [parentPostFromView(props.source, props.post, props.rootId)];
  return (
    <div className="post-actions" role="group" aria-label="Post actions">
      <button
        type="button"
        onClick={() => composerLauncher.open({ type: 'reply', parent: parent() })}
      >
        <ReplyIcon size={16} aria-hidden="true" />
        Reply
      </button>
      <button
        type="button"
        onClick={() => composerLauncher.open({ type: 'quote', parent: parent() })}
      >
        <QuoteIcon size={16} aria-hidden="true" />
        Quote
      </button>
      <a href={props.post.url} target="_blank" rel="noreferrer">
        <ExternalLinkIcon size={16} aria-hidden="true" />
        View on {SOURCE_LABELS[props.source]}
      </a>
      <PostShareMenu post={props.post} onPostPage />
      <TipButton
        profile={{
          source: props.source,
          id: props.post.author.id,
          handle: props.post.author.handle,
          displayName: props.post.author.displayName,
        }}
        post={{
          source: props.source,
          id: props.post.id,
          parent: parentPostFromView(props.source, props.post, props.rootId),
        }}
      />
      <PostPageMenu post={props.post} />
    </div>
  );
}

/**
 * reading.md §2.2, `/post/:source/:id/:type`: a post read from its network,
 * with every picture, the posts above it in its thread, Reply and Quote, and
 * below it the tab asked for: its replies (Comments), who reposted it
 * (Recasts, Mirrors, Reposts), the posts quoting it, or who liked it.
 */
export function PostDetailScreen(props: { source: PostSource; id: string; tab: string }) {
  const { source, id } = props;
  const runtime = useRuntime();
  const state = usePostThread(runtime, source, id);
  const title = `Post on ${SOURCE_LABELS[source]} · ${props.tab}`;
  if (state.status !== 'ready') {
    return (
      <ScreenFrame title={title}>
        {state.status === 'loading' && <p role="status">Loading the post…</p>}
        {state.status === 'no-account' && (
          <p>
            Connect {aNetwork(SOURCE_LABELS[source])} account in{' '}
            <Link to="/settings">Settings</Link> to read posts there.
          </p>
        )}
        {state.status === 'not-found' && (
          <p role="alert">This post was not found. It may have been deleted.</p>
        )}
        {state.status === 'failed' && <p role="alert">Could not load the post: {state.message}</p>}
      </ScreenFrame>
    );
  }
  const { post, ancestors, replies } = state.thread;
  const kind = postTabKind(props.tab);
  const rootId = ancestors[0]?.id;
  return (
    <ScreenFrame title={title}>
      {ancestors.length > 0 && (
        // The posts above, joined by a line from each author to the next, as Bluesky draws a thread.
        <div className="post-thread-above">
          {ancestors.map((ancestor, i) => (
            <PostCard
              key={ancestor.id}
              post={ancestor}
              label={`Earlier post by ${ancestor.author.handle}`}
              parentShown={i > 0}
            />
          ))}
        </div>
      )}
      <PostCard post={post} label="Post" allMedia parentShown={ancestors.length > 0}>
        <PostActions source={source} post={post} rootId={rootId} />
      </PostCard>
      <PostTabs source={source} id={id} tab={props.tab} />
      {kind === 'comments' ? (
        <section aria-label="Replies">
          {replies.length === 0 && <p className="muted">No replies yet.</p>}
          {replies.map((reply) => (
            <PostCard
              key={reply.id}
              post={reply}
              label={`Reply by ${reply.author.handle}`}
              inReply
              parentShown
            />
          ))}
        </section>
      ) : (
        <PostTabPanel source={source} id={id} kind={kind} tab={props.tab} />
      )}
    </ScreenFrame>
  );
}
