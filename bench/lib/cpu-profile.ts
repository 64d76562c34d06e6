import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** One function of a CPU profile with its share of the samples (self time). */
export interface HotSpot {
  name: string;
  where: string;
  selfPercent: number;
}

/**
 * The top self-time functions of the newest `.cpuprofile` in `dir` (written by `node --cpu-prof
 * --cpu-prof-dir=dir`). Idle and GC are kept as their own rows: they say how much of the run was
 * waiting or collecting, which matters as much as any function.
 */
export function summariseProfile(dir: string, root: string, top = 12): HotSpot[] {
  // A process with loader hooks (tsx) writes one profile per thread; the busiest is the server's.
  const profiles = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { nodes: ProfileNode[] });
  const busy = (p: { nodes: ProfileNode[] }) =>
    p.nodes.reduce((n, node) => n + (node.callFrame.functionName === '(idle)' ? 0 : (node.hitCount ?? 0)), 0);
  const profile = profiles.sort((a, b) => busy(b) - busy(a))[0];
  if (profile === undefined) return [];
  const bySpot = new Map<string, HotSpot & { hits: number }>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    total += hits;
    if (hits === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.startsWith('file://') ? relative(root, new URL(url).pathname) : url;
    const where = file === '' ? '' : `${file}:${lineNumber + 1}`;
    const name = functionName || '(anonymous)';
    const key = `${name}@${where}`;
    const spot = bySpot.get(key) ?? { name, where, selfPercent: 0, hits: 0 };
    spot.hits += hits;
    bySpot.set(key, spot);
  }
  return [...bySpot.values()]
    .sort((a, b) => b.hits - a.hits)
    .slice(0, top)
    .map(({ name, where, hits }) => ({ name, where, selfPercent: (100 * hits) / total }));
}
