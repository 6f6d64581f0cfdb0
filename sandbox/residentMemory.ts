import { readFileSync } from 'node:fs';

/** Resident memory of processes in bytes, from /proc (Linux); 0 where it cannot be read. */
export function residentMemory(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
      return sum + kb * 1024;
    } catch {
      return sum;
    }
  }, 0);
}
