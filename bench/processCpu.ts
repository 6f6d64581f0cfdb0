import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second in /proc's figures (USER_HZ: 100 on Linux everywhere). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system) another process has used so far, in ms, from
 * /proc (Linux); undefined where there is none. For the bench's own
 * process, `process.cpuUsage()` says the same.
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (2nd field) is in parentheses and may hold spaces: count after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const user = Number(fields[11]);
    const system = Number(fields[12]);
    return ((user + system) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Parent process id, from /proc; undefined when gone. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/**
 * CPU time a process and its direct children have used so far, in ms (the
 * sandbox runs Bluesky's services in a child of their own); undefined
 * without /proc.
 */
export function processFamilyCpuMs(pid: number | undefined): number | undefined {
  const own = processCpuMs(pid);
  if (pid === undefined || own === undefined) return undefined;
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((candidate) => parentOf(candidate) === pid);
  return children.reduce((sum, child) => sum + (processCpuMs(child) ?? 0), own);
}

/** CPU time this process has used so far, in ms. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
