import { Link } from '@tanstack/react-router';
import { composerLauncher } from '@/app/composer/composerLauncher';
import { draftActions, useDrafts } from '@/app/drafts/useDrafts';
import { useRuntime } from '@/app/runtime/RuntimeProvider';
import type { DraftTab } from '@/app/router/routeParams';
import { ScreenFrame } from '../shell/ScreenFrame';
import { ScheduledTab } from '../scheduled/ScheduledTab';
import { DraftList } from './DraftList';
import { useOpenDraft } from './useOpenDraft';

/**
 * composer.md §2.6, `/draft`: the Draft tab lists this device's drafts
 * (opening one continues it in the composer); the Scheduled tab lists the
 * account's scheduled posts (src/ui/scheduled/).
 */
export function DraftsScreen({ tab }: { tab: DraftTab }) {
  const runtime = useRuntime();
  const drafts = useDrafts();
  // The composer opens over Drafts, and closing it comes back here (issue 18; composer.md
  // §2.1 had it go Home, which lost the person's place in the list).
  const { openDraft, dialog } = useOpenDraft((draft) => composerLauncher.open({ draft }));
  return (
    <ScreenFrame title={tab === 'Scheduled' ? 'Scheduled posts' : 'Drafts'}>
      <nav className="tabs" aria-label="Drafts and scheduled posts">
        <Link
          to="/draft"
          search={{ tab: 'Draft' }}
          aria-current={tab === 'Draft' ? 'page' : undefined}
        >
          Draft
        </Link>
        <Link
          to="/draft"
          search={{ tab: 'Scheduled' }}
          aria-current={tab === 'Scheduled' ? 'page' : undefined}
        >
          Scheduled
        </Link>
      </nav>
      {tab === 'Draft' ? (
        <DraftList
          drafts={drafts}
          onOpen={openDraft}
          onDelete={(draftId) => {
            if (runtime) void draftActions(runtime).remove(draftId);
          }}
        />
      ) : (
        <ScheduledTab />
      )}
      {dialog}
    </ScreenFrame>
  );
}
