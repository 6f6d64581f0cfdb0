import { usePreference, useSetPreference } from '@/features/settings';

/**
 * composer.md §2.6: the Scheduled tab's tip, until dismissed; remembered by
 * the preference SHOW_SCHEDULE_POST_TIP (an event in the log, like every
 * setting).
 */
export function ScheduledTip() {
  const shown = usePreference('SHOW_SCHEDULE_POST_TIP');
  const setPreference = useSetPreference();
  if (!shown) return null;
  return (
    <div className="scheduled-tip" role="note" aria-label="About scheduled posts">
      <p>
        Polycast publishes scheduled posts at their time, even when this device is off. Changing a
        post’s time asks for your Polycast password.
      </p>
      <button
        type="button"
        className="link-button"
        onClick={() => void setPreference('SHOW_SCHEDULE_POST_TIP', false)}
      >
        Dismiss tip
      </button>
    </div>
  );
}
