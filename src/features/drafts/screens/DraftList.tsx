import { draftSummary } from '../runtime/draftSummary';
import type { SavedDraft } from '@/events/projections/draftsProjection';
import { SOURCE_LABELS } from '@/domain/networks';
import type { Draft } from '@/domain/composer/model/draft';

/**
 * composer.md §2.6, the Draft tab: newest first, each with its status, up
 * to 5 lines of text, media markers, networks, created time and delete.
 */
export function DraftList(props: {
  drafts: readonly SavedDraft[];
  onOpen: (draft: Draft) => void;
  onDelete: (draftId: string) => void;
}) {
  if (props.drafts.length === 0) return <p className="empty-note">No drafts yet.</p>;
  return (
    <ul className="draft-list" aria-label="Drafts">
      {props.drafts.map(({ draft }) => {
        const summary = draftSummary(draft);
        return (
          <li key={draft.draftId} className="draft-item">
            {/* Named by what it shows (a speech user says what they see), after a word for a
                screen reader on what clicking does. */}
            <button type="button" className="draft-open" onClick={() => props.onOpen(draft)}>
              <span className="visually-hidden">Open draft: </span>
              <span className="draft-label">{summary.label}</span>
              <span className="visually-hidden">, </span>
              <span className="draft-text" dir="auto">
                {summary.text || '(no text)'}
              </span>
              {summary.markers.length > 0 && (
                <span className="draft-markers">
                  {summary.markers.map((marker) => `[${marker}]`).join(' ')}
                </span>
              )}
              <span className="draft-meta">
                {summary.sources.map((source) => SOURCE_LABELS[source]).join(', ')}
                {' · '}
                <time dateTime={new Date(draft.createdAt).toISOString()}>{summary.time}</time>
              </span>
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={`Delete draft: ${summary.text.slice(0, 40) || summary.label}`}
              onClick={() => props.onDelete(draft.draftId)}
            >
              ✕
            </button>
          </li>
        );
      })}
    </ul>
  );
}
