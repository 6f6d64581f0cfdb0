import { HIDDEN_AUTHOR_TEXT, type HiddenAuthorReason } from '@/domain/reading/hiddenAuthor';

/** What stands for a muted or blocked author's post, inside its frame: why, and 'Show post'. */
export function HiddenPostNotice(props: { reason: HiddenAuthorReason; onShow: () => void }) {
  return (
    <>
      <p className="muted">{HIDDEN_AUTHOR_TEXT[props.reason]}</p>
      <button type="button" className="link-button" onClick={props.onShow}>
        Show post
      </button>
    </>
  );
}
