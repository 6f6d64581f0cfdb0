import { useQuery } from '@tanstack/react-query';
import type { PostSource } from '@/domain/networks';
import type { Profile } from '@/domain/reading/post';
import { valueOrThrow } from '@/domain/result';
import { useReadingAccount } from '@/features/accounts';
import { createSourceResolver } from '@/features/outbox';
import { useRuntime } from '@/runtime/RuntimeProvider';

/**
 * A person's profile on a network (reading.md §3.2): name, handle, pictures,
 * bio, counts and how the signed-in person relates to them. `null` when the
 * network knows no such person. Not read while `enabled` is false (a menu
 * reads its author's relation only once opened).
 */
export function useProfile(source: PostSource, id: string, options: { enabled?: boolean } = {}) {
  const runtime = useRuntime();
  const accountId = useReadingAccount(source);
  const query = useQuery({
    queryKey: ['profile', source, accountId ?? '', id],
    enabled: Boolean(runtime && accountId) && (options.enabled ?? true),
    queryFn: async ({ signal }): Promise<Profile | null> => {
      if (!runtime || !accountId) return null;
      const adapter = await createSourceResolver(runtime)({ source, accountId });
      if (!adapter) throw new Error('No account to read this profile as.');
      return valueOrThrow(await adapter.getProfile(id, signal));
    },
  });
  return { query, hasAccount: accountId !== undefined };
}
