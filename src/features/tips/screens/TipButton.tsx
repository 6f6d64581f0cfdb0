import { lazy, Suspense, useState } from 'react';
import type { Channel } from '@/domain/composer/model/channel';
import type { ParentPost } from '@/domain/composer/model/composerPost';
import { tipOffered } from '@/domain/tips/tipOffered';
import { useAccounts } from '@/features/accounts';
import { useFeatureFlags } from '@/features/settings';
import type { TipProfile } from '../hooks/useTipRecipients';
import type { TipDraft } from '../machines/tipPorts';

// The modal, its chain code and viem load when the person first asks to tip.
const TipModal = lazy(() => import('./TipModal').then((m) => ({ default: m.TipModal })));

/**
 * The tip action (wallet.md §2.1 entry points, §6): on a profile or a post,
 * opening the tip modal for that person.
 */
export function TipButton(props: {
  profile: TipProfile;
  post?: { source: NonNullable<TipDraft['post']>['source']; id: string; parent: ParentPost };
  channel?: Channel;
  /** The button's own text: 'Tip' by default. */
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const flags = useFeatureFlags();
  const { accounts } = useAccounts();
  if (!tipOffered({ tipsFlag: flags.tips, profile: props.profile, ownAccounts: accounts }))
    return null;
  return (
    <>
      <button
        type="button"
        className="tip-button"
        aria-label={`Tip @${props.profile.handle}`}
        onClick={() => setOpen(true)}
      >
        {props.label ?? 'Tip'}
      </button>
      {open && (
        <Suspense fallback={null}>
          <TipModal
            profile={props.profile}
            {...(props.post ? { post: props.post } : {})}
            {...(props.channel ? { channel: props.channel } : {})}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
