import { Link } from '@tanstack/react-router';
import { composerLauncher } from '@/features/compose';
import { draftActions, useDrafts } from '../hooks/useDrafts';
import { useRuntime } from '@/runtime/RuntimeProvider';
import type { DraftTab } from '@/domain/routes/routeParams';
import { ScreenFrame } from '@/ui/ScreenFrame';
import { ScheduledTab } from '@/features/schedule';
import { DraftList } from './DraftList';
import { useOpenDraft } from '../hooks/useOpenDraft';

/**
 * composer.md §2.6, `/draft`: the Draft tab lists this device's drafts
 * (opening one continues it in the composer); the Scheduled tab lists the
 * account's scheduled posts (src/features/schedule/).
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
