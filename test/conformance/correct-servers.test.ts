import { describe, expect, test } from 'vitest';
import type { ConformanceOptions } from '../../conformance/options.js';
import { runConformance } from '../../conformance/run-conformance.js';
import type { CheckResult } from '../../conformance/vocabulary.js';
import type { Engine } from '../../src/engine/engine.js';
import type { RateLimit } from '../../src/engine/memory/rate-limiter.js';
import { type Json, json, onResponse } from './breakers.js';
import { memoryEngine, memoryRun, releasesEngine, releasesRun } from './engines.js';
import { sourcesByName } from './releases-variants.js';
import { type Breaker, serveEngine } from './serve-engine.js';

/** Rewrites every recall's scores (both recall endpoints), keeping the service's own ranking. */
function rescore(transform: (score: number, top: number) => number): Breaker {
  return {
    response: (response, request) => {
      const body = response.body as Json;
      if (!/recall$/.test(request.path) || response.status !== 200 || !Array.isArray(body.items))
        return response;
      const top = Math.max(...body.items.map((item: Json) => item.score), 1e-9);
      const items = body.items.map((item: Json) => ({
        ...item,
        score: transform(item.score, top),
        x_rank_debug: 'extra field',
      }));
      return { ...response, body: { ...body, items } };
    },
  };
}

/** Equal scores in the reverse of the service's order. */
const tiesReversed = onResponse(
  /recall$/,
  (r) => ({
    ...r,
    body: { ...r.body, items: [...r.body.items].reverse().sort((a: Json, b: Json) => b.score - a.score) },
  }),
  200,
);

interface Legit {
  name: string;
  api: 'memory' | 'releases';
  breaker: (engine: Engine) => Breaker;
  rateLimit?: RateLimit;
  options?: Partial<ConformanceOptions>;
}

const legitimate: Legit[] = [
  { name: 'memory as built', api: 'memory', breaker: () => ({}) },
  {
    name: 'scores scaled ×1000 and shifted +5, extra item fields',
    api: 'memory',
    breaker: () => rescore((s) => s * 1000 + 5),
  },
  { name: 'scores normalised by the top score', api: 'memory', breaker: () => rescore((s, top) => s / top) },
  { name: 'scores through a monotone log', api: 'memory', breaker: () => rescore((s) => Math.log1p(s) * 3) },
  { name: 'equal scores in the other order', api: 'memory', breaker: () => tiesReversed },
  {
    name: 'success answered 200 everywhere (level documented: the documents state no success codes)',
    api: 'memory',
    breaker: () => ({ response: (r) => (r.status === 201 ? { ...r, status: 200 } : r) }),
    options: { level: 'documented' },
  },
  {
    name: 'a low rate limit with 429 and Retry-After',
    api: 'memory',
    breaker: () => ({}),
    rateLimit: { limit: 40, windowMs: 1000 },
  },
  { name: 'releases as built', api: 'releases', breaker: () => ({}) },
  {
    name: '400 instead of clamping an over-cap limit',
    api: 'releases',
    breaker: () => ({
      request: (request) =>
        Number(request.query.get('limit')) > 100
          ? json(400, { error: 'bad_request', message: 'limit must be at most 100' })
          : request,
    }),
  },
  {
    name: 'sources in another stable order (level documented)',
    api: 'releases',
    breaker: sourcesByName,
    options: { level: 'documented' },
  },
  {
    name: 'release dates written +00:00 instead of Z',
    api: 'releases',
    breaker: () =>
      onResponse(
        /events$/,
        (r) => ({
          ...r,
          body: {
            ...r.body,
            events: r.body.events.map((e: Json) => ({
              ...e,
              release_date: e.release_date.replace('Z', '+00:00'),
            })),
          },
        }),
        200,
      ),
  },
];

function failuresOf(results: readonly CheckResult[]): string {
  return results
    .filter((result) => result.status !== 'passed')
    .map((result) => `${result.id} ${result.status}: ${result.reason ?? JSON.stringify(result.failure)}`)
    .join('\n');
}

// Enough for the suite's own ~190 requests, never for those plus the burst of up to 800, however
// slowly a loaded machine sends them; its Retry-After (~1 min) is too long for the suite to sit out.
const everyMinute: RateLimit = { limit: 600, windowMs: 60_000 };

describe.concurrent('a correct server with its own legitimate choices fails no check', () => {
  // A full run per case, concurrently: generous, since a loaded machine slows every case at once.
  test.for(legitimate.map((legit) => [legit.name, legit] as const))(
    '%s',
    { timeout: 120_000 },
    async ([, legit]) => {
      const engine = legit.api === 'memory' ? memoryEngine(legit.rateLimit ?? everyMinute) : releasesEngine();
      const served = await serveEngine(engine, legit.breaker(engine));
      try {
        const base = legit.api === 'memory' ? memoryRun : releasesRun;
        const { results } = await runConformance({ ...base, ...legit.options, baseUrl: served.url });
        expect(
          results.filter((result) => result.status === 'failed' || result.status === 'warned'),
          failuresOf(results),
        ).toEqual([]);
        const skipped = results.filter((result) => result.status === 'skipped');
        // At kit every option is given, so nothing may be skipped; at documented only the kit's own (non-advisory) checks are.
        const documented = legit.options?.level === 'documented';
        expect(
          skipped.every((result) => documented && result.level === 'kit'),
          failuresOf(results),
        ).toBe(true);
      } finally {
        await served.close();
      }
    },
  );
});
