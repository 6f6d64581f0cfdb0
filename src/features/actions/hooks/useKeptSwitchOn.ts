import { useQuery } from '@tanstack/react-query';
import { valueOrThrow } from '@/domain/result';
import { readsResolverFor, useReadingAccount } from '@/features/accounts';
import { useRuntime } from '@/runtime/RuntimeProvider';
import type { SourceReads } from '@/sources/reading/sourceReads';
import { useToggle } from './useToggle';

/** The product server's lists of what the reader switched on for Farcaster, by switch. */
const KEPT_LISTS = {
  blockChannel: (reads: SourceReads) => reads.blockedChannels?.bind(reads),
  mute: (reads: SourceReads) => reads.mutedPeople?.bind(reads),
} as const;

/**
 * Whether one of the reader's Farcaster switches that the product server
 * keeps in the protocol's place (a blocked channel, a muted person) is on
 * for `target`: the server's list for the reader's fid (read once, shared
 * by every post on screen, fresh for a minute), with the reader's own
 * presses in the log over it, so a post hides as soon as the switch is
 * pressed and shows again as soon as it is undone. Off without a target.
 */
export function useKeptSwitchOn(kind: keyof typeof KEPT_LISTS, target: string | undefined) {
  const runtime = useRuntime();
  const accountId = useReadingAccount('Farcaster');
  const kept = useQuery({
    queryKey: ['kept-switches', kind, accountId ?? ''],
    enabled: Boolean(runtime && accountId && target),
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<string[]> => {
      if (!runtime || !accountId) return [];
      const list = KEPT_LISTS[kind](
        await readsResolverFor(runtime)({ source: 'Farcaster', accountId }),
      );
      return list ? valueOrThrow(await list(signal)) : [];
    },
  });
  const { shown } = useToggle(
    { source: 'Farcaster', kind, target: target ?? '', accountId },
    { on: target !== undefined && (kept.data?.includes(target) ?? false) },
    kept.dataUpdatedAt || undefined,
  );
  return target !== undefined && shown.on;
}
