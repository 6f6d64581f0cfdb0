import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { openAppRuntime, type AppRuntime } from './openAppRuntime';

export type RuntimeStatus =
  | { status: 'loading' }
  | { status: 'ready'; runtime: AppRuntime }
  | { status: 'failed'; error: Error };

const RuntimeContext = createContext<RuntimeStatus>({ status: 'loading' });

let opening: Promise<AppRuntime> | undefined;

/**
 * Opens the runtime once per page, whatever React does with effects; main.tsx
 * starts it before React renders, so the log opens while the shell mounts.
 */
export function openRuntimeOnce(): Promise<AppRuntime> {
  opening ??= openAppRuntime();
  return opening;
}

export function RuntimeProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<RuntimeStatus>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    openRuntimeOnce().then(
      (runtime) => live && setState({ status: 'ready', runtime }),
      (error: unknown) => {
        console.error('Could not open the local log:', error);
        if (live)
          setState({
            status: 'failed',
            error: error instanceof Error ? error : new Error(String(error)),
          });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return <RuntimeContext.Provider value={state}>{children}</RuntimeContext.Provider>;
}

export function useRuntimeStatus(): RuntimeStatus {
  return useContext(RuntimeContext);
}

/** The runtime once it is open, else undefined. */
export function useRuntime(): AppRuntime | undefined {
  const state = useRuntimeStatus();
  return state.status === 'ready' ? state.runtime : undefined;
}
