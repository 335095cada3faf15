/**
 * Where a bench run's CPU went, by process group (`npm run bench -- scale`): on a machine of two
 * cores the load generator, the balancer and the database share the cores with the processes
 * measured, and a ratio of requests a second says nothing without it. Read from Linux's /proc:
 * each process's user + system time (its threads included), attributed to the nearest ancestor
 * named in `roots`; whatever else descends from this process (the database's backends, a
 * wrapper) counts as `other`, and this process itself (autocannon runs in it) as `generator`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const tick = 10; // ms per clock tick: Linux's USER_HZ is 100 on every architecture it ships

interface Stat {
  ppid: number;
  ms: number;
}

export function stat(pid: number): Stat | undefined {
  try {
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ms: (Number(fields[11]) + Number(fields[12])) * tick };
  } catch {
    return undefined; // gone between the listing and the read
  }
}

/** The machine's busy time in ms, all cores (/proc/stat's first line less idle and iowait). */
function machineBusyMs(): number {
  const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/);
  const values = fields.map(Number);
  const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return (total - (values[3] ?? 0) - (values[4] ?? 0)) * tick;
}

export type Snapshot = { at: number; groups: Map<string, number>; machine: number };

/** CPU ms so far per group: `roots` maps a process id to its group's name. */
export function cpuSnapshot(roots: ReadonlyMap<number, string>): Snapshot {
  const stats = new Map<number, Stat>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const found = stat(pid);
    if (found) stats.set(pid, found);
  }
  const groups = new Map<string, number>();
  for (const [pid, { ms }] of stats) {
    const group = groupOf(pid, roots, stats);
    if (group !== undefined) groups.set(group, (groups.get(group) ?? 0) + ms);
  }
  return { at: performance.now(), groups, machine: machineBusyMs() };
}

function groupOf(
  pid: number,
  roots: ReadonlyMap<number, string>,
  stats: ReadonlyMap<number, Stat>,
): string | undefined {
  for (let at: number | undefined = pid; at !== undefined && at > 1; at = stats.get(at)?.ppid) {
    const root = roots.get(at);
    if (root !== undefined) return root;
    if (at === process.pid) return at === pid ? 'generator' : 'other';
  }
  return undefined; // not this bench's
}

/** "quadro 1.52, other 0.21, haproxy 0.08, generator 0.12; machine 1.97 of 2 cores". */
export function coresUsed(before: Snapshot, after: Snapshot): string {
  const seconds = after.at - before.at;
  const cores = (ms: number) => (ms / seconds).toFixed(2);
  const parts = [...after.groups]
    .map(([group, ms]) => [group, ms - (before.groups.get(group) ?? 0)] as const)
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([group, ms]) => `${group} ${cores(ms)}`);
  const machine = cores(after.machine - before.machine);
  return `${parts.join(', ')}; machine ${machine} of ${cpus().length} cores`;
}
