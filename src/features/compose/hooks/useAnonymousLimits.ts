import { useEffect, useState } from 'react';
import {
  forgetAnonymousLimits,
  loadAnonymousLimits,
  type LoadedAnonymousLimits,
} from '../runtime/anonymousLimits';
import type { AppRuntime } from '@/runtime/openAppRuntime';

/**
 * composer.md §3.9, §5.8: the user's anonymous limits while the composer is
 * open (kept 60 s across openings). A wait counts down on screen, and the
 * limits are asked again when it is over.
 */
export function useAnonymousLimits(runtime: AppRuntime, enabled: boolean): LoadedAnonymousLimits {
  const [loaded, setLoaded] = useState<{ limits: LoadedAnonymousLimits; at: number }>();
  const [reloads, setReloads] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void loadAnonymousLimits(runtime).then((limits) => {
      if (current) setLoaded({ limits, at: Date.now() });
    });
    return () => {
      current = false;
    };
  }, [runtime, enabled, reloads]);

  const limits = loaded?.limits;
  const wait = limits?.kind === 'ready' ? limits.quota.wait_seconds : 0;
  useEffect(() => {
    if (!wait || !loaded) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at - loaded.at >= wait * 1000) {
        clearInterval(timer);
        forgetAnonymousLimits();
        setReloads((n) => n + 1);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [wait, loaded]);

  if (!limits || !loaded) return { kind: 'loading' };
  if (limits.kind !== 'ready' || !wait) return limits;
  const left = Math.max(0, wait - Math.floor((now - loaded.at) / 1000));
  const quota = { ...limits.quota, wait_seconds: left, wait_minutes: Math.ceil(left / 60) };
  const rateLimits = { ...limits.rateLimits, wait_seconds: left, wait_minutes: quota.wait_minutes };
  return { ...limits, quota, rateLimits };
}
