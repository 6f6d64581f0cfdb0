import { SOURCE_LABELS, type PostSource } from '@/domain/networks';
import { Modal } from '@/ui/Modal';
import { focusOnMount } from '@/ui/focusOnMount';

/** What each network hands over to the server, in the user's words. */
export const HANDOVER_TEXT: Record<PostSource, string> = {
  Farcaster:
    'Polycast’s server gets a signer key of its own for your account, approved once by your wallet. Its private half stays on the server.',
  Bsky: 'An app password named “Polycast scheduled posts (…)” is made for your account and given to Polycast’s server.',
  Lens: 'Your wallet signs a separate sign-in for Polycast’s server; the session on this device stays as it is.',
  Twitter: 'Polycast’s server posts with the X sign-in it already keeps for this device.',
};

/**
 * Asked once per network before the first scheduled post there: the server
 * publishes scheduled posts while this device is off, so it needs the right
 * to post. Allow or Cancel; Escape cancels.
 */
export function ScheduleConsentDialog(props: {
  networks: readonly PostSource[];
  onAnswer: (allowed: boolean) => void;
}) {
  const { networks, onAnswer } = props;
  return (
    <Modal title="Allow scheduled posting" onClose={() => onAnswer(false)}>
      <p>
        Scheduled posts are published by Polycast’s server, even when this device is off. To post
        for you on {networks.map((n) => SOURCE_LABELS[n]).join(', ')}, it needs:
      </p>
      <ul className="consent-list">
        {networks.map((network) => (
          <li key={network}>
            <strong>{SOURCE_LABELS[network]}</strong>: {HANDOVER_TEXT[network]}
          </li>
        ))}
      </ul>
      <p className="muted">
        Everything handed over is kept encrypted, and you can revoke it any time in Settings ›
        Scheduled posting.
      </p>
      <div className="modal-actions">
        <button type="button" onClick={() => onAnswer(false)}>
          Cancel
        </button>
        <button type="button" className="primary" ref={focusOnMount} onClick={() => onAnswer(true)}>
          Allow
        </button>
      </div>
    </Modal>
  );
}
