import { useState } from 'react';
import type { ComposerEvent } from '../machines/composerMachine';
import type { ComposerPost, ParentPost } from '@/domain/composer/model/composerPost';
import type { Profile } from '@/domain/composer/model/profile';
import { networkName } from '@/domain/composer/rules/networkNames';
import {
  PARTICIPANT_SOURCES,
  replyingToLine,
  replyParticipants,
} from '@/domain/composer/rules/replyingTo';
import { ReplyParticipantsDialog } from './ReplyParticipantsDialog';

/** The post replied to or quoted, as a small card (text cut to 280 characters here). */
function ParentCard({ parent, label }: { parent: ParentPost; label: string }) {
  const text = parent.text ?? '';
  return (
    <article className="parent-post" aria-label={label}>
      {parent.author && (
        <p className="parent-post-author">
          {parent.author.displayName} <span className="muted">@{parent.author.handle}</span>
          <span className="muted"> · {networkName(parent.source)}</span>
        </p>
      )}
      <p className="parent-post-text" dir="auto">
        {text.length > 280 ? `${text.slice(0, 280)}…` : text}
      </p>
    </article>
  );
}

/**
 * composer.md §2.3: in reply mode the parent post with its 'Replying to'
 * line, which on X opens the participants to leave out; in quote mode the
 * quoted post (`QuotedPostPreview`).
 */
export function ReplyingTo(props: {
  post: ComposerPost;
  profiles: readonly Profile[];
  editable: boolean;
  send: (event: ComposerEvent) => void;
}) {
  const [open, setOpen] = useState(false);
  const parents = Object.values(props.post.parentPost).filter((p): p is ParentPost => Boolean(p));
  const first = parents[0];
  if (!first) return null;
  const me = (parent: ParentPost) =>
    props.profiles.find((p) => p.source === parent.source)?.profileId;
  const participants = replyParticipants(first, props.post, me(first));
  const chooses = PARTICIPANT_SOURCES.includes(first.source) && participants.length > 1;
  const addressed = participants.filter((p) => !p.excluded).map((p) => p.profile.handle);
  return (
    <div className="replying-to">
      <ParentCard parent={first} label="Post replied to" />
      {parents.map((parent) =>
        parent === first && chooses ? (
          <button
            key={parent.source}
            type="button"
            className="link-button"
            disabled={!props.editable}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            {replyingToLine(addressed, parent.source)}
          </button>
        ) : (
          <p key={parent.source} className="muted">
            {replyingToLine(
              replyParticipants(parent, props.post, me(parent)).map((p) => p.profile.handle),
              parent.source,
            )}
          </p>
        ),
      )}
      {open && (
        <ReplyParticipantsDialog
          participants={participants}
          onChange={(profileId, excluded) =>
            props.send({ type: 'reply.exclude', profileId, excluded })
          }
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

/** composer.md §2.3: the quoted post under the editor. */
export function QuotedPostPreview({ post }: { post: ComposerPost }) {
  const quoted = Object.values(post.parentPost).find((p): p is ParentPost => Boolean(p));
  return quoted ? <ParentCard parent={quoted} label="Quoted post" /> : null;
}
