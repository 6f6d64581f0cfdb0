import { Modal } from '@/ui/Modal';

export type CloseVariant = 'normal' | 'failed' | 'anonymous';

const WORDS: Record<CloseVariant, { title: string; body: string }> = {
  normal: { title: 'Save this post as a draft?', body: 'You can finish it later from Drafts.' },
  failed: {
    title: 'Save what did not go out?',
    body: 'The draft keeps only the networks where posting failed.',
  },
  anonymous: {
    title: 'Discard this anonymous post?',
    body: 'Anonymous posts are not saved as drafts.',
  },
};

/** composer.md §2.8, §4.7: closing a composer that is not empty asks first. */
export function CloseDialog(props: {
  variant: CloseVariant;
  onCancel: () => void;
  onSave: () => void;
  onDiscard: () => void;
}) {
  const words = WORDS[props.variant];
  return (
    <Modal title={words.title} onClose={props.onCancel}>
      <p>{words.body}</p>
      <div className="modal-actions">
        <button type="button" onClick={props.onCancel}>
          Cancel
        </button>
        <button type="button" onClick={props.onDiscard}>
          Discard
        </button>
        {props.variant !== 'anonymous' && (
          <button type="button" className="primary" onClick={props.onSave}>
            Save draft
          </button>
        )}
      </div>
    </Modal>
  );
}
