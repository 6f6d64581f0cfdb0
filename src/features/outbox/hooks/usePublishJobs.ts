import { useMemo } from 'react';
import { publishJobsProjection, type PublishJobsState } from '@/sync/publish/publishJobsProjection';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { useProjection } from '@/runtime/useProjection';
import { publishActions, type PublishActions } from '../runtime/publishActions';

export function usePublishJobs(): PublishJobsState {
  return useProjection(useRuntime()?.publishJobs, publishJobsProjection.initial);
}

/** Sending, retrying and discarding (undefined until the runtime is open). */
export function usePublishActions(): PublishActions | undefined {
  const runtime = useRuntime();
  return useMemo(() => (runtime ? publishActions(runtime) : undefined), [runtime]);
}
