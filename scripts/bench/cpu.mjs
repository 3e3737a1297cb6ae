// CPU time of process trees, from /proc (Linux). On a shared machine a step's latency depends on everyone's work,
// but the CPU the server and the database spend per request does not: it gives the capacity of dedicated cores.
import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

function processes() {
  const all = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command may hold spaces and parentheses: the fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.push({ pid: Number(name), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  return all;
}

/** CPU milliseconds (user + system) used so far by `roots` and their descendants; `exclude` pids are left out. */
export function treeCpuMs(roots, exclude = []) {
  const all = processes();
  const children = new Map();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const skip = new Set(exclude);
  let ticks = 0;
  const stack = all.filter((p) => roots.includes(p.pid));
  while (stack.length > 0) {
    const p = stack.pop();
    if (!skip.has(p.pid)) ticks += p.ticks;
    stack.push(...(children.get(p.pid) ?? []));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
