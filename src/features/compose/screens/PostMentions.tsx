import { useState } from 'react';
import { POST_SOURCES } from '@/domain/networks';
import type { ComposerEvent } from '../machines/composerMachine';
import type { ComposerPost } from '@/domain/composer/model/composerPost';
import { mentionSegmentsOf, replaceSegment } from '@/domain/composer/rules/editorText';
import { networkList } from '@/domain/composer/rules/networkNames';
import { MentionEditDialog } from './MentionEditDialog';
import './mentions.css';

/**
 * composer.md §2.3, §2.4: the post's mentions, each a button that opens the
 * mention edit dialog (who the mention names on each network).
 */
export function PostMentions(props: {
  post: ComposerPost;
  editable: boolean;
  send: (event: ComposerEvent) => void;
}) {
  const { post, send } = props;
  const [editing, setEditing] = useState<string>();
  const mentions = mentionSegmentsOf(post.chars);
  if (mentions.length === 0) return null;
  const segment = mentions.find((m) => m.id === editing);
  const sources = post.availableSources.length > 0 ? post.availableSources : POST_SOURCES;
  return (
    <div className="post-mentions" role="group" aria-label="Mentions">
      {mentions.map((mention) => {
        const networks = POST_SOURCES.filter((source) =>
          mention.profiles?.some((p) => p.platform === source && p.handle),
        );
        return (
          <button
            key={mention.id}
            type="button"
            className="post-mention"
            disabled={!props.editable}
            aria-label={`Edit mention ${mention.content}`}
            title={networks.length ? `Mentions on ${networkList(networks)}` : 'Mentions no one'}
            onClick={() => setEditing(mention.id)}
          >
            {mention.content}
            <span className="mention-networks">
              {' · '}
              {networks.length === 1 ? '1 network' : `${networks.length} networks`}
            </span>
          </button>
        );
      })}
      {segment && (
        <MentionEditDialog
          segment={segment}
          sources={sources}
          onCancel={() => setEditing(undefined)}
          onSave={(saved) => {
            setEditing(undefined);
            send({
              type: 'text.changed',
              postId: post.id,
              chars: replaceSegment(post.chars, saved),
            });
          }}
        />
      )}
    </div>
  );
}
