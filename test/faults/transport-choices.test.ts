/**
 * What the documents leave open on the wire passes: compressed bodies (gzip, deflate, br) and
 * servers that close every connection. The verdict is the one of the same engine served plainly.
 */
import { createServer } from 'node:http';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, test } from 'vitest';
import { runConformance } from '../../conformance/run-conformance.js';
import { releasesEngine, releasesRun } from '../conformance/engines.js';
import { listen, serveEngine } from '../conformance/serve-engine.js';

const encoders = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync } as const;

/** Serves `upstream`, re-encoding every body with `encoding` and closing every connection. */
async function serveReencoded(upstream: string, encoding: keyof typeof encoders) {
  return listen(
    createServer(async (incoming, reply) => {
      const answer = await fetch(new URL(incoming.url ?? '/', upstream), { method: incoming.method });
      const body = Buffer.from(await answer.arrayBuffer());
      const headers = Object.fromEntries(answer.headers);
      delete headers['content-length'];
      const encoded = encoders[encoding](body);
      reply.writeHead(answer.status, { ...headers, 'content-encoding': encoding, connection: 'close' });
      reply.end(encoded);
    }),
  );
}

const failedIds = (results: { id: string; status: string }[]) =>
  results.filter((result) => result.status === 'failed').map((result) => result.id);

let baseline: string[] = [];
beforeAll(async () => {
  const served = await serveEngine(releasesEngine());
  try {
    baseline = failedIds((await runConformance({ ...releasesRun, baseUrl: served.url })).results);
  } finally {
    await served.close();
  }
}, 60_000);

describe.concurrent('compression and Connection: close', { timeout: 60_000 }, () => {
  test.for(Object.keys(encoders) as (keyof typeof encoders)[])(
    '%s, every connection closed',
    async (encoding) => {
      const engine = await serveEngine(releasesEngine());
      const served = await serveReencoded(engine.url, encoding);
      try {
        const report = await runConformance({ ...releasesRun, baseUrl: served.url });
        expect(report.unjudgeable).toBeUndefined();
        expect(failedIds(report.results)).toEqual(baseline);
        expect(report.results.filter((result) => result.status === 'passed').length).toBeGreaterThan(20);
      } finally {
        await served.close();
        await engine.close();
      }
    },
  );
});
