import { acceptUpdate, dismissUpdate, useUpdateWaiting } from '../pwa/serviceWorkerUpdates';

export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="alertdialog" aria-label="Update available">
      <span>A new version of Polycast is ready.</span>
      <button type="button" onClick={acceptUpdate}>
        Reload
      </button>
      <button type="button" className="secondary" onClick={dismissUpdate}>
        Later
      </button>
    </div>
  );
}
