import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ComposerOpening, ComposerPath } from '../runtime/composerOpening';
import { useComposer, useProfiles } from '../hooks/useComposer';
import {
  draftActions,
  useDrafts,
  DraftList,
  useOpenDraft,
  formatDraftTime,
} from '@/features/drafts';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { toasts } from '@/ui/toasts/toastStore';
import { isEmptyCompose } from '../machines/composerMachine';
import type { Draft } from '@/domain/composer/model/draft';
import type { Profile } from '@/domain/composer/model/profile';
import {
  addThreadPostReason,
  canDeleteThreadPost,
  threadProgress,
} from '@/domain/composer/rules/thread';
import { deletingLosesWork, postDeletedNotice } from '@/domain/composer/rules/deletePost';
import { composerLauncher } from '../runtime/composerLauncher';
import { useEditorFocus } from '../hooks/useEditorFocus';
import { Modal } from '@/ui/Modal';
import { attachFiles } from '../runtime/attachFiles';
import { mediaMenuState } from '@/domain/composer/rules/mediaMenu';
import { pollButtonReason, pollButtonShown } from '@/domain/composer/rules/pollButton';
import { editingLockedReason } from '@/domain/composer/rules/editingLockedReason';
import { ANONYMOUS_NO_TARGET } from '@/domain/messages/anonymous';
import { useFeatureFlags } from '@/features/settings';
import { acceptedMediaTypes } from '@/domain/composer/rules/mediaTypes';
import { ChannelSelectors } from './ChannelSelectors';
import { CloseDialog } from './CloseDialog';
import { AnonymousPanel } from './AnonymousPanel';
import { AnonymousProgress } from './AnonymousProgress';
import { useAnonymousLimits } from '../hooks/useAnonymousLimits';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { anonymousPostMachine } from '../machines/anonymousPostMachine';
import { anonymousPanelState } from '@/domain/composer/rules/anonymousPanel';
import { EmojiPicker } from './EmojiPicker';
import { GifButton } from './GifButton';
import { GifPicker } from './GifPicker';
import { MediaButton } from './MediaButton';
import { ReplyRestrictionSelect } from './ReplyRestrictionSelect';
import { threadBlockedReason } from '../runtime/sendableThread';
import { beforeSendProblem } from '@/domain/composer/rules/beforeSendCheck';
import { ExplainedButton } from './ExplainedButton';
import { PostEditor } from './PostEditor';
import { QuotedPostPreview, ReplyingTo } from './ParentPostPreview';
import { FailureNotice, SendButton } from './SendButton';
import { RetryWaits } from './RetryWaits';
import { ANONYMOUS_ON_ITS_WAY } from '../runtime/anonymousOutcomeNotice';
import { handOffAnonymousPost } from '../runtime/handOffAnonymousPost';
import type { AnonymousAccount } from '@/domain/composer/model/anonymous';
import { SourceToggles } from './SourceToggles';
import { FailedScheduleBanner } from './FailedScheduleBanner';
import { RedPacketButton } from './RedPacketButton';
import { redPacketButtonShown, scheduleButtonShown } from '@/domain/composer/rules/toolbarButtons';
import { ScheduleTimeModal, ScheduleTimeLine } from '@/features/schedule';
import { DESKTOP_QUERY, useMediaQuery } from '@/ui/useMediaQuery';
import { useSharedFiles } from '../hooks/useSharedFiles';
import { sourceAvailability } from '@/domain/composer/rules/sourceAvailability';
import { loginBlockedProblem } from '@/domain/composer/rules/loginRequired';
import { leftOutNotes } from '@/domain/composer/rules/leftOut';
import { tiersOf } from '@/domain/composer/rules/sourceTier';

const TITLES = { compose: 'New post', quote: 'Quote', reply: 'Reply' } as const;
/** How long a deleted post's Undo stays offered (docs/decisions.md, "Deleting a thread post"). */
const UNDO_DELETE_MS = 10_000;

/** The composer's inner routes (composer.md §2.3). */
type InnerRoute = ComposerPath;

function ComposerSession(props: {
  runtime: AppRuntime;
  profiles: Profile[];
  opening: ComposerOpening;
  onOpenDraft: (draft: Draft) => void;
  onClose: () => void;
}) {
  const { snapshot, send, retryWaits } = useComposer(props.runtime, props.profiles, props.opening);
  const [route, setRoute] = useState<InnerRoute>(props.opening.initialPath ?? '/');
  const drafts = useDrafts();
  const flags = useFeatureFlags();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const anonymousLimits = useAnonymousLimits(props.runtime, flags.anonymousPosting);
  const { openDraft, dialog: draftDialog } = useOpenDraft(props.onOpenDraft);
  const { compose } = snapshot.context;
  const sources = compose.posts[0]?.availableSources ?? [];
  const anonymous = anonymousPanelState(compose, anonymousLimits);
  const postsAnonymously = compose.posts.some((post) => post.isAnonymous);
  const [scheduleModalOpen, setScheduleModalOpen] = useState(false);
  const phase =
    snapshot.matches('failed') || snapshot.matches('confirmingFailedClose')
      ? 'failed'
      : snapshot.matches('published') ||
          snapshot.matches('postedAnonymously') ||
          snapshot.matches('scheduled')
        ? 'published'
        : snapshot.matches('editing') || snapshot.matches('confirmingClose')
          ? 'editing'
          : 'sending';
  const editable = phase === 'editing';
  // Why no control of the editor can be used now (sending, failed, sent), if so.
  const locked = editingLockedReason(phase);
  const done = snapshot.status === 'done';
  const result = snapshot.output?.result;
  const { onClose } = props;

  // An anonymous post closed on its way is followed outside the composer (its intent's id).
  const anonymousChild = snapshot.children.anonymousPost as
    ActorRefFrom<typeof anonymousPostMachine> | undefined;
  const anonymousIntentId = useSelector(anonymousChild, (child) => child?.context.intentId);
  const handOff = useRef<{ intentId?: string; accounts: AnonymousAccount[] }>({ accounts: [] });
  const postingAnonymously = snapshot.matches('postingAnonymously');
  // The time the post was scheduled for, as it was when the composer closed.
  const scheduledFor = useRef<number | null>(null);
  useEffect(() => {
    if (done) return; // kept as it was when the composer closed
    scheduledFor.current = compose.scheduleTime ?? null;
    handOff.current.intentId = postingAnonymously ? anonymousIntentId : undefined;
    if (anonymousLimits.kind === 'ready') handOff.current.accounts = anonymousLimits.accounts;
  });

  useEffect(() => {
    if (!done) return;
    if (result === 'saved') toasts.show('Draft saved.');
    const at = scheduledFor.current;
    if (result === 'scheduled' && at != null) toasts.show(`Scheduled for ${formatDraftTime(at)}.`);
    if (result === 'scheduleQueued') {
      toasts.show(
        navigator.onLine
          ? 'Your post is being scheduled.'
          : 'Saved. Your post is scheduled when you are back online.',
      );
    }
    const { intentId, accounts } = handOff.current;
    if (result === 'sent' && intentId) {
      toasts.show(
        navigator.onLine
          ? ANONYMOUS_ON_ITS_WAY
          : 'Saved. Your post goes out when you are back online.',
      );
      handOffAnonymousPost(props.runtime, intentId, accounts);
    } else if (result === 'sent') {
      toasts.show('Saved. Your post goes out when you are back online.');
    }
    onClose();
  }, [done, result, onClose, props.runtime]);

  // Offline, the outbox keeps the post: the composer need not stay open for it.
  const publishing =
    snapshot.matches('publishing') ||
    snapshot.matches('postingAnonymously') ||
    snapshot.matches('awaitingSchedule');
  useEffect(() => {
    if (publishing && !navigator.onLine) send({ type: 'close' });
  }, [publishing, send]);

  // composer.md §4.1: while anything is written, the browser warns before leaving.
  const empty = isEmptyCompose(compose);
  useEffect(() => {
    if (empty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [empty]);

  // composer.md §5.2, §6: the posting accounts' standing (X verified, Farcaster Pro) sets the limits.
  const { profiles } = snapshot.context;
  const tiers = useMemo(() => tiersOf(profiles), [profiles]);
  const mediaContext = { type: compose.type, tiers };
  const focusedPost = compose.posts.find((post) => post.id === compose.cursor) ?? compose.posts[0];
  const menu = focusedPost ? mediaMenuState(focusedPost, mediaContext) : undefined;
  // composer.md §5.1: why the post cannot be sent now (an anonymous post also needs its panel's go-ahead).
  const sendBlocked =
    threadBlockedReason(compose.posts, tiers) ??
    beforeSendProblem(compose.posts, mediaContext) ??
    (postsAnonymously && !anonymous.canSend
      ? (anonymous.reason ?? ANONYMOUS_NO_TARGET)
      : undefined);
  // The latest posts and networks, for a stable `attach` (posts are memoised).
  const latest = useRef({ compose, sources, tiers });
  useEffect(() => {
    latest.current = { compose, sources, tiers };
  });
  const { runtime } = props;
  const attach = useCallback(
    (postId: string, files: File[]) => {
      const { compose, sources, tiers } = latest.current;
      const mediaContext = { type: compose.type, tiers };
      const post = compose.posts.find((p) => p.id === postId);
      if (!post) return;
      void runtime
        .media()
        .then((store) =>
          attachFiles({ files, existing: post, sources, context: mediaContext, store }),
        )
        .then((attached) => {
          for (const warning of attached.warnings) toasts.show(warning, 'error');
          if (attached.images.length + attached.videos.length > 0) {
            send({ type: 'media.added', postId, images: attached.images, videos: attached.videos });
          }
        })
        .catch((error: unknown) =>
          toasts.show(
            `Could not attach the files: ${error instanceof Error ? error.message : String(error)}`,
            'error',
          ),
        );
    },
    [runtime, send],
  );

  useSharedFiles(props.opening.sharedFiles, compose.posts[0]?.id, attach);

  const editorFocus = useEditorFocus(compose.cursor);
  const { focusCursor } = editorFocus;
  // Back on the editor from an inner route, the caret is where it was (the editor remounted).
  const goTo = (next: InnerRoute) => {
    if (next === '/') focusCursor();
    setRoute(next);
  };

  // Deleting a post: an empty one just goes; one with something in it goes with an
  // Undo that puts it back in place. Either way the caret goes to the post left focused.
  const undoToasts = useRef(new Set<number>());
  const deletePost = useCallback(
    (postId: string) => {
      const { compose } = latest.current;
      const index = compose.posts.findIndex((p) => p.id === postId);
      const post = compose.posts[index];
      if (!post || !canDeleteThreadPost(compose, postId)) return;
      send({ type: 'post.remove', postId });
      focusCursor();
      if (!deletingLosesWork(post)) return;
      const id = toasts.show(postDeletedNotice(index + 1, post), 'info', {
        durationMs: UNDO_DELETE_MS,
        action: {
          label: 'Undo',
          run: () => {
            undoToasts.current.delete(id);
            send({ type: 'post.restore', post, index });
            focusCursor();
          },
        },
      });
      undoToasts.current.add(id);
    },
    [send, focusCursor],
  );
  // What the composer offered to undo goes with it.
  useEffect(() => {
    const shown = undoToasts.current;
    return () => shown.forEach((id) => toasts.dismiss(id));
  }, []);

  const close = () => (route === '/' ? send({ type: 'close' }) : goTo('/'));
  const header = (
    <div className="composer-header-actions">
      {/* composer.md §2.3: the drafts icon shows only off mobile, and only on the editor. */}
      {route === '/' && desktop && (
        <button type="button" className="link-button" onClick={() => goTo('draft')}>
          Drafts
        </button>
      )}
      <button type="button" className="link-button" onClick={close}>
        {route === '/' ? 'Close' : 'Back'}
      </button>
    </div>
  );

  return (
    <Modal
      title={route === 'draft' ? 'Drafts' : route === 'gif' ? 'GIFs' : TITLES[compose.type]}
      onClose={close}
      className="composer-modal"
      header={header}
      returnFocus={composerLauncher.shellButton}
    >
      {route === 'gif' ? (
        <GifPicker
          apiBase={props.runtime.apiBase}
          post={focusedPost ?? { images: [], videos: [] }}
          sources={sources}
          context={mediaContext}
          newId={() => crypto.randomUUID()}
          onPicked={(gif) => {
            send({ type: 'media.added', postId: compose.cursor, images: [gif], videos: [] });
            goTo('/');
          }}
          onTurnOff={(off) => {
            for (const source of off) send({ type: 'source.toggle', source });
          }}
        />
      ) : route === 'draft' ? (
        <DraftList
          drafts={drafts}
          onOpen={openDraft}
          onDelete={(id) => void draftActions(props.runtime).remove(id)}
        />
      ) : (
        <form
          className="composer"
          onSubmit={(event) => {
            event.preventDefault();
            // Send and Ctrl/Cmd+Enter in the editor both come here: only when Send is enabled.
            if (editable && sendBlocked === undefined) send({ type: 'send' });
          }}
        >
          {compose.isFailedSchedulePost && <FailedScheduleBanner />}
          {compose.type === 'reply' && compose.posts[0] && (
            <ReplyingTo
              post={compose.posts[0]}
              profiles={props.profiles}
              editable={editable}
              send={send}
            />
          )}
          {compose.posts.map((post, index) => (
            <PostEditor
              key={post.id}
              runtime={props.runtime}
              post={post}
              index={index}
              total={compose.posts.length}
              focused={post.id === compose.cursor}
              disabled={!editable}
              tiers={tiers}
              canDelete={editable && canDeleteThreadPost(compose, post.id)}
              send={send}
              onFiles={attach}
              onDelete={deletePost}
              registerField={editorFocus.register}
              rememberCaret={editorFocus.remember}
            />
          ))}
          {compose.type === 'quote' && compose.posts[0] && (
            <QuotedPostPreview post={compose.posts[0]} />
          )}
          {compose.scheduleTime != null && (
            <ScheduleTimeLine
              time={compose.scheduleTime}
              disabled={!editable}
              onChange={() => setScheduleModalOpen(true)}
              onClear={() => send({ type: 'schedule.clear' })}
            />
          )}
          <ExplainedButton
            className="link-button"
            disabledReason={locked ?? addThreadPostReason(compose)}
            onClick={() => {
              send({ type: 'post.add' });
              focusCursor();
            }}
          >
            Add post to thread
          </ExplainedButton>
          <div className="composer-toolbar" role="toolbar" aria-label="Post tools">
            <MediaButton
              disabledReason={locked ?? menu?.buttonReason}
              imagesReason={menu?.imagesReason}
              videoReason={menu?.videoReason}
              imageTypes={acceptedMediaTypes('images', sources, mediaContext).join(',')}
              videoTypes={acceptedMediaTypes('videos', sources, mediaContext).join(',')}
              onFiles={(files) => attach(compose.cursor, files)}
            />
            {pollButtonShown(compose.type, flags.poll) && focusedPost && (
              <ExplainedButton
                disabledReason={locked ?? pollButtonReason(focusedPost)}
                onClick={() => send({ type: 'poll.add', postId: focusedPost.id })}
              >
                Poll
              </ExplainedButton>
            )}
            {flags.composeGif && (
              <GifButton
                post={focusedPost}
                context={mediaContext}
                lockedReason={locked}
                onOpen={() => goTo('gif')}
              />
            )}
            <EmojiPicker post={focusedPost} lockedReason={locked} send={send} />
            <ChannelSelectors
              apiBase={props.runtime.apiBase}
              compose={compose}
              profiles={props.profiles}
              disabled={!editable}
              send={send}
            />
            {focusedPost && scheduleButtonShown(flags.schedulePost, focusedPost) && (
              <ExplainedButton
                disabledReason={locked}
                aria-label={
                  compose.scheduleTime != null ? 'Change the scheduled time' : 'Schedule post'
                }
                aria-haspopup="dialog"
                onClick={() => setScheduleModalOpen(true)}
              >
                Schedule
              </ExplainedButton>
            )}
            {focusedPost && redPacketButtonShown(compose, focusedPost, desktop) && (
              <RedPacketButton disabledReason={locked} />
            )}
            <ReplyRestrictionSelect
              value={compose.posts[0]?.restriction ?? 'Everyone'}
              sources={sources}
              lockedReason={locked}
              onChange={(restriction) => send({ type: 'restriction.set', restriction })}
            />
          </div>
          {flags.anonymousPosting && (
            <AnonymousPanel state={anonymous} editable={editable} send={send} />
          )}
          <SourceToggles
            profiles={snapshot.context.profiles}
            selected={sources}
            availability={(source) => sourceAvailability(source, { ...compose, ...mediaContext })}
            loginBlocked={(source) => loginBlockedProblem(source, compose.posts)}
            notes={leftOutNotes(sources, compose.posts, mediaContext)}
            disabled={!editable}
            onToggle={(source) => send({ type: 'source.toggle', source })}
            onChooseProfile={(profileId) => send({ type: 'profile.choose', profileId })}
          />
          {phase === 'failed' && <FailureNotice posts={compose.posts} sources={sources} />}
          {snapshot.matches('publishing') && <RetryWaits waits={retryWaits} />}
          {snapshot.context.scheduleError && (
            <p role="alert" className="composer-failure">
              {snapshot.context.scheduleError}
            </p>
          )}
          {snapshot.context.sendError && (
            <p role="alert">
              {postsAnonymously ? 'Not posted anonymously' : 'Could not save the post'}:{' '}
              {snapshot.context.sendError}
            </p>
          )}
          {(snapshot.matches('postingAnonymously') || snapshot.matches('postedAnonymously')) && (
            <AnonymousProgress
              actor={
                snapshot.children.anonymousPost as
                  ActorRefFrom<typeof anonymousPostMachine> | undefined
              }
              outcome={snapshot.context.anonymousOutcome}
              sources={sources}
              accounts={anonymousLimits.kind === 'ready' ? anonymousLimits.accounts : []}
            />
          )}
          <div className="modal-actions">
            <SendButton
              phase={phase}
              posts={compose.posts}
              sources={sources}
              progress={threadProgress(compose.posts)}
              scheduled={compose.scheduleTime != null}
              blockedReason={sendBlocked}
              onSend={() => send({ type: 'send' })}
              onRetry={() => send({ type: 'retry' })}
            />
          </div>
        </form>
      )}
      {draftDialog}
      {scheduleModalOpen && (
        <ScheduleTimeModal
          action={compose.scheduleTime != null ? 'update' : 'create'}
          initialTime={compose.scheduleTime ?? null}
          onSave={(time) => {
            send({ type: 'schedule.set', time });
            setScheduleModalOpen(false);
          }}
          onClear={() => {
            send({ type: 'schedule.clear' });
            setScheduleModalOpen(false);
          }}
          onClose={() => setScheduleModalOpen(false)}
        />
      )}
      {(snapshot.matches('confirmingClose') || snapshot.matches('confirmingFailedClose')) && (
        <CloseDialog
          variant={
            compose.posts.some((p) => p.isAnonymous)
              ? 'anonymous'
              : compose.posts.some((p) => Object.values(p.postError).some(Boolean))
                ? 'failed'
                : 'normal'
          }
          onCancel={() => send({ type: 'close.cancel' })}
          onSave={() => send({ type: 'close.save' })}
          onDiscard={() => send({ type: 'close.discard' })}
        />
      )}
    </Modal>
  );
}

/**
 * The composer modal (composer.md §2.3): 600 px on desktop, full screen on
 * mobile, with its editor and Drafts routes. Choosing a draft starts a
 * fresh session on it (what was being written is already saved).
 */
export function ComposerModal({ onClose, ...first }: ComposerOpening & { onClose: () => void }) {
  const runtime = useRuntime();
  const profiles = useProfiles();
  const [opening, setOpening] = useState<{ key: number; value: ComposerOpening }>({
    key: 0,
    value: first,
  });
  if (!runtime) return null;
  return (
    <ComposerSession
      key={opening.key}
      runtime={runtime}
      profiles={profiles}
      opening={opening.value}
      onOpenDraft={(chosen) => setOpening((o) => ({ key: o.key + 1, value: { draft: chosen } }))}
      onClose={onClose}
    />
  );
}
