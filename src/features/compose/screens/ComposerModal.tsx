import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { draftActions, useDrafts, DraftList, useOpenDraft } from '@/features/drafts';
import { useFeatureFlags } from '@/features/settings';
import { ScheduleTimeModal, ScheduleTimeLine } from '@/features/schedule';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { Modal } from '@/ui/Modal';
import { DESKTOP_QUERY, useMediaQuery } from '@/ui/useMediaQuery';
import type { Draft } from '@/domain/composer/model/draft';
import type { Profile } from '@/domain/composer/model/profile';
import { anonymousPanelState } from '@/domain/composer/rules/anonymousPanel';
import { beforeSendProblem } from '@/domain/composer/rules/beforeSendCheck';
import { editingLockedReason } from '@/domain/composer/rules/editingLockedReason';
import { leftOutNotes } from '@/domain/composer/rules/leftOut';
import { loginBlockedProblem } from '@/domain/composer/rules/loginRequired';
import { sourceAvailability } from '@/domain/composer/rules/sourceAvailability';
import { tiersOf } from '@/domain/composer/rules/sourceTier';
import {
  addThreadPostReason,
  canDeleteThreadPost,
  threadProgress,
} from '@/domain/composer/rules/thread';
import { ANONYMOUS_NO_TARGET } from '@/domain/messages/anonymous';
import type { anonymousPostMachine } from '../machines/anonymousPostMachine';
import { closeDialogVariant, composerPhase } from '../machines/composerPhase';
import type { ComposerOpening, ComposerPath } from '../runtime/composerOpening';
import { composerLauncher } from '../runtime/composerLauncher';
import { threadBlockedReason } from '../runtime/sendableThread';
import { useAnonymousLimits } from '../hooks/useAnonymousLimits';
import { useAttachFiles } from '../hooks/useAttachFiles';
import { useComposer, useProfiles } from '../hooks/useComposer';
import { useComposerClosing } from '../hooks/useComposerClosing';
import { useDeletePost } from '../hooks/useDeletePost';
import { useEditorFocus } from '../hooks/useEditorFocus';
import { useSharedFiles } from '../hooks/useSharedFiles';
import { AnonymousPanel } from './AnonymousPanel';
import { AnonymousProgress } from './AnonymousProgress';
import { CloseDialog } from './CloseDialog';
import { ComposerToolbar } from './ComposerToolbar';
import { ExplainedButton } from './ExplainedButton';
import { FailedScheduleBanner } from './FailedScheduleBanner';
import { GifPicker } from './GifPicker';
import { QuotedPostPreview, ReplyingTo } from './ParentPostPreview';
import { PostEditor } from './PostEditor';
import { RetryWaits } from './RetryWaits';
import { FailureNotice, SendButton } from './SendButton';
import { SourceToggles } from './SourceToggles';

const TITLES = { compose: 'New post', quote: 'Quote', reply: 'Reply' } as const;

/** The composer's inner routes (composer.md §2.3). */
type InnerRoute = ComposerPath;

function ComposerSession(props: {
  runtime: AppRuntime;
  profiles: Profile[];
  opening: ComposerOpening;
  onOpenDraft: (draft: Draft) => void;
  onClose: () => void;
}) {
  const { runtime } = props;
  const { snapshot, send, retryWaits } = useComposer(runtime, props.profiles, props.opening);
  const [route, setRoute] = useState<InnerRoute>(props.opening.initialPath ?? '/');
  const drafts = useDrafts();
  const flags = useFeatureFlags();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const anonymousLimits = useAnonymousLimits(runtime, flags.anonymousPosting);
  const { openDraft, dialog: draftDialog } = useOpenDraft(props.onOpenDraft);
  const { compose, profiles } = snapshot.context;
  const sources = compose.posts[0]?.availableSources ?? [];
  const anonymous = anonymousPanelState(compose, anonymousLimits);
  const postsAnonymously = compose.posts.some((post) => post.isAnonymous);
  const [scheduleModalOpen, setScheduleModalOpen] = useState(false);
  const phase = composerPhase(snapshot);
  const editable = phase === 'editing';
  // Why no control of the editor can be used now (sending, failed, sent), if so.
  const locked = editingLockedReason(phase);
  useComposerClosing({ snapshot, send, runtime, anonymousLimits, onClose: props.onClose });

  // composer.md §5.2, §6: the posting accounts' standing (X verified, Farcaster Pro) sets the limits.
  const tiers = useMemo(() => tiersOf(profiles), [profiles]);
  const mediaContext = { type: compose.type, tiers };
  const focusedPost = compose.posts.find((post) => post.id === compose.cursor) ?? compose.posts[0];
  // composer.md §5.1: why the post cannot be sent now (an anonymous post also needs its panel's go-ahead).
  const sendBlocked =
    threadBlockedReason(compose.posts, tiers) ??
    beforeSendProblem(compose.posts, mediaContext) ??
    (postsAnonymously && !anonymous.canSend
      ? (anonymous.reason ?? ANONYMOUS_NO_TARGET)
      : undefined);
  const attach = useAttachFiles({ runtime, compose, sources, tiers, send });
  useSharedFiles(props.opening.sharedFiles, compose.posts[0]?.id, attach);

  const editorFocus = useEditorFocus(compose.cursor);
  const { focusCursor } = editorFocus;
  // Back on the editor from an inner route, the caret is where it was (the editor remounted).
  const goTo = (next: InnerRoute) => {
    if (next === '/') focusCursor();
    setRoute(next);
  };
  const deletePost = useDeletePost(compose, send, focusCursor);

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
          apiBase={runtime.apiBase}
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
          onDelete={(id) => void draftActions(runtime).remove(id)}
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
              runtime={runtime}
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
          <ComposerToolbar
            apiBase={runtime.apiBase}
            compose={compose}
            focusedPost={focusedPost}
            sources={sources}
            profiles={props.profiles}
            mediaContext={mediaContext}
            flags={flags}
            desktop={desktop}
            locked={locked}
            editable={editable}
            send={send}
            onFiles={(files) => attach(compose.cursor, files)}
            onOpenGif={() => goTo('gif')}
            onOpenSchedule={() => setScheduleModalOpen(true)}
          />
          {flags.anonymousPosting && (
            <AnonymousPanel state={anonymous} editable={editable} send={send} />
          )}
          <SourceToggles
            profiles={profiles}
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
          variant={closeDialogVariant(compose)}
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
