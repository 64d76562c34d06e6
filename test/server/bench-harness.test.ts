/**
 * A smoke run of the benchmark harness (`npm run bench`), so that it cannot rot unnoticed: the
 * `--state` series on a small state, one short load-generator run against the bare node:http
 * ceiling, and the speed-targets table rendered from both. Nothing here judges a timing: the
 * figures of a two-second run on a shared machine mean nothing; only that each step works.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { HttpRow } from '../../bench/http-groups.js';
import { startChild } from '../../bench/lib/children.js';
import { pickGenerator } from '../../bench/lib/load.js';
import { speedTargetsTable, stateTable } from '../../bench/lib/speed-targets.js';
import { runStateSeries } from '../../bench/state-series.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('[BENCH-SMOKE] the benchmark harness runs', () => {
  it('[BENCH-SMOKE-1] --state series, one load run and the targets table', async () => {
    const state = await runStateSeries({ sizes: [300], writes: 5, fromSource: true, log: () => {} });
    expect(state).toHaveLength(1);
    const [row] = state;
    expect(row?.writes).toBe(5);
    // The prepared journal outweighs the snapshot, so the first write must start a compaction.
    expect(row?.compacted).toBe(true);
    expect(row?.maxStall).toBeGreaterThan(0);
    // The same writes against the same state without --state ran too.
    expect(row?.withoutState.probes).toBeGreaterThan(0);
    expect(row?.withoutState.writeP50).toBeGreaterThan(0);

    const body = JSON.stringify({ items: [], total: 0 });
    const bare = await startChild(
      process.execPath,
      [join(root, 'bench/servers/bare-server.mjs'), JSON.stringify({ 'GET /api/v1/events': body })],
      /^listening (\S+)$/,
    );
    try {
      const generator = pickGenerator({ installWrk: false, force: 'autocannon' });
      const target = { url: `${bare.match[1]}/api/v1/events`, method: 'GET' as const };
      const result = await generator.run(target, { durationSec: 1, connections: 2, warmupSec: 0 });
      expect(result.requests).toBeGreaterThan(0);
      expect(result.failures).toBe(0);
      const rows: HttpRow[] = ['bare node:http (fixed bytes)', 'engine direct'].map((arm) => ({
        group: 1,
        operation: 'events',
        arm,
        responseBytes: body.length,
        command: generator.describe(target, { durationSec: 1, connections: 2, warmupSec: 0 }),
        result,
        runs: [result],
      }));
      const table = speedTargetsTable({
        startup: {
          prism: [{ bothAnswerMs: 2500, memoryMs: 2400, releasesMs: 2500, banner: [] }],
          direct: [{ bothAnswerMs: 300, memoryMs: 280, releasesMs: 300, banner: [] }],
        },
        state,
        ceiling: [{ generator: generator.name, http: rows }],
      });
      expect(table.join('\n')).toContain('1× (');
      expect(stateTable(state)[2]).toMatch(/^\| 300 \|/);
    } finally {
      await bare.stop();
    }
  }, 60_000);
});
