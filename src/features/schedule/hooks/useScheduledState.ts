import { useEffect, useState } from 'react';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { useProjection } from '@/runtime/useProjection';
import { scheduleEditsProjection } from '../runtime/scheduleEditsProjection';
import { scheduledProjections, type ScheduledProjections } from '../runtime/scheduledRuntime';
import { scheduleIntentsProjection } from '@/sync/schedule/scheduleIntentsProjection';

/**
 * This device's schedule edits and schedule intents (composer.md §4.9), live;
 * their projections open with the tab and save a snapshot when it goes.
 */
export function useScheduledState(runtime: AppRuntime | undefined) {
  const [projections, setProjections] = useState<ScheduledProjections>();
  useEffect(() => {
    if (!runtime) return;
    let live = true;
    let handles: ScheduledProjections | undefined;
    void scheduledProjections(runtime).then((opened) => {
      handles = opened;
      if (live) setProjections(opened);
    });
    return () => {
      live = false;
      void handles?.edits.saveSnapshot();
      void handles?.intents.saveSnapshot();
    };
  }, [runtime]);
  return {
    ready: projections !== undefined,
    edits: useProjection(projections?.edits, scheduleEditsProjection.initial),
    intents: useProjection(projections?.intents, scheduleIntentsProjection.initial),
  };
}
