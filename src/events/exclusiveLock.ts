/**
 * A named lock held by one context at a time. In the browser it is a Web
 * Lock, shared by every tab, worker and the service worker of the origin;
 * where there is none (Node), an in-process queue keyed by name.
 */
export interface ExclusiveLock {
  run<T>(task: () => Promise<T>): Promise<T>;
}

const inProcessQueues = new Map<string, Promise<unknown>>();

function inProcessLock(name: string): ExclusiveLock {
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const previous = inProcessQueues.get(name) ?? Promise.resolve();
      const result = previous.catch(() => undefined).then(task);
      inProcessQueues.set(name, result);
      return result;
    },
  };
}

export function createExclusiveLock(name: string): ExclusiveLock {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks) return inProcessLock(name);
  return {
    run: <T>(task: () => Promise<T>) =>
      locks.request(name, { mode: 'exclusive' }, task) as Promise<T>,
  };
}
