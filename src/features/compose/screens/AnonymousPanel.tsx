import { useId, useState } from 'react';
import type { ComposerEvent } from '../machines/composerMachine';
import type { AnonymousPanelState } from '@/domain/composer/rules/anonymousPanel';
import { networkList, networkName } from '@/domain/composer/rules/networkNames';
import './anonymous.css';

/**
 * composer.md §2.3, §3.9, §4.3, §5.8: the anonymous-post panel: the day's
 * quota, a switch per network with a shared anonymous account (Farcaster,
 * X), and why it cannot be turned on when it cannot. Turning one on leaves
 * only anonymous networks selected, with replies open to everyone.
 */
export function AnonymousPanel(props: {
  state: AnonymousPanelState;
  editable: boolean;
  send: (event: ComposerEvent) => void;
}) {
  const { state } = props;
  const on = state.selected.length > 0;
  const [open, setOpen] = useState(on);
  const panelId = useId();
  const reasonId = useId();
  return (
    <div className={on ? 'anonymous-panel on' : 'anonymous-panel'}>
      <button
        type="button"
        className="anonymous-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((now) => !now)}
      >
        {on ? `Anonymous on ${networkList(state.selected)}` : 'Post anonymously'}
      </button>
      {open && (
        <fieldset id={panelId} className="anonymous-options">
          <legend>Post anonymously</legend>
          {state.quota && <p className="anonymous-quota">{state.quota}</p>}
          {state.offered.map((source) => (
            <label key={source} className="anonymous-option">
              <input
                type="checkbox"
                checked={state.selected.includes(source)}
                disabled={!props.editable || !state.switchable.includes(source)}
                aria-describedby={state.reason ? reasonId : undefined}
                onChange={(event) =>
                  props.send({ type: 'anonymous.toggle', source, on: event.target.checked })
                }
              />
              Anonymously on {networkName(source)}
            </label>
          ))}
          {state.reason && (
            <p id={reasonId} className="anonymous-reason">
              {state.reason}
            </p>
          )}
          <p className="anonymous-hint">
            An anonymous post goes out from a shared anonymous account, not from yours.
          </p>
        </fieldset>
      )}
    </div>
  );
}
