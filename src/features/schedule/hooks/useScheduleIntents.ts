import { useEffect, useState } from 'react';
import type { ProjectionHandle } from '@/events/projectionRunner';
import {
  scheduleIntentsProjection,
  type ScheduleIntentsState,
} from '@/sync/schedule/scheduleIntentsProjection';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { useProjection } from '@/runtime/useProjection';
import { scheduleIntentsOf } from '../runtime/scheduleIntents';

/**
 * The schedule intents as they change: queued ones (preparing, sending),
 * failed ones with their reason (and the draft to reopen), and the latest
 * created ones with their taskId. `initial` until the projection is open.
 */
export function useScheduleIntents(): ScheduleIntentsState {
  const runtime = useRuntime();
  const [handle, setHandle] = useState<ProjectionHandle<ScheduleIntentsState>>();
  useEffect(() => {
    if (!runtime) return;
    let live = true;
    void scheduleIntentsOf(runtime).then((opened) => live && setHandle(opened));
    return () => {
      live = false;
    };
  }, [runtime]);
  return useProjection(handle, scheduleIntentsProjection.initial);
}
