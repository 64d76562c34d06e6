/**
 * The control surface is not open to the network by accident: beyond loopback it needs a token,
 * on loopback it stays open. Also the `--verbose` line and the CLI's token checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/args.js';
import { planMocks } from '../../src/cli/args-mock.js';
import { formatExchange } from '../../src/cli/exchange-line.js';
import { type RunningMock, startMock } from '../../src/server/index.js';

let open: RunningMock;
let exposed: RunningMock;
let given: RunningMock;

beforeAll(async () => {
  [open, exposed, given] = await Promise.all([
    startMock({ api: 'releases', port: 0, direct: true }),
    startMock({ api: 'releases', port: 0, direct: true, host: '0.0.0.0' }),
    startMock({ api: 'releases', port: 0, direct: true, controlToken: 'a-token-of-sixteen-chars' }),
  ]);
});

afterAll(async () => {
  await Promise.all([open?.close(), exposed?.close(), given?.close()]);
});

const journal = (mock: RunningMock, token?: string) =>
  fetch(
    `${mock.url}/__control/journal`,
    token === undefined ? {} : { headers: { 'x-control-token': token } },
  );

describe('[CONTROL-TOKEN] the control surface beyond loopback', () => {
  it('[CONTROL-TOKEN-1] on loopback without a token the control surface is open', async () => {
    expect(open.control).toBeUndefined();
    expect((await journal(open)).status).toBe(200);
  });

  it('[CONTROL-TOKEN-2] beyond loopback a token is generated and required; the API stays open', async () => {
    expect(exposed.control?.generated).toBe(true);
    const refused = await journal(exposed);
    expect([refused.status, (await refused.json()).error]).toEqual([401, 'unauthorized']);
    expect((await journal(exposed, 'wrong')).status).toBe(401);
    expect((await journal(exposed, exposed.control?.token)).status).toBe(200);
    expect((await fetch(`${exposed.url}/api/v1/sources?limit=1`)).status).toBe(200);
  });

  it('[CONTROL-TOKEN-3] a given token is required even on loopback', async () => {
    expect(given.control).toEqual({ token: 'a-token-of-sixteen-chars', generated: false });
    expect((await journal(given)).status).toBe(401);
    expect((await journal(given, 'a-token-of-sixteen-chars')).status).toBe(200);
  });

  it('[CONTROL-TOKEN-5] behind Prism the front asks for the token too, /__control/violations included', async () => {
    const validated = await startMock({
      api: 'releases',
      port: 0,
      controlToken: 'a-token-of-sixteen-chars',
      log: () => {},
    });
    try {
      for (const path of ['violations', 'journal', 'faults']) {
        expect((await fetch(`${validated.url}/__control/${path}`)).status).toBe(401);
        const headers = { 'x-control-token': 'a-token-of-sixteen-chars' };
        expect((await fetch(`${validated.url}/__control/${path}`, { headers })).status).toBe(200);
      }
    } finally {
      await validated.close();
    }
  }, 60_000);

  it('[CONTROL-TOKEN-4] the CLI shares one token across mocks and refuses a short one', async () => {
    const plan = await planMocks(['all', '--host', '0.0.0.0', '--direct']);
    expect(plan.control?.source).toBe('generated');
    expect(new Set(plan.mocks.map((mock) => mock.controlToken))).toEqual(new Set([plan.control?.token]));
    await expect(planMocks(['releases', '--control-token', 'short'])).rejects.toThrow(UsageError);
    expect((await planMocks(['releases'])).control).toBeUndefined();
  });

  it('[CONTROL-TOKEN-6] CONTRACT_KIT_CONTROL_TOKEN gives the token (a container, compose); the flag wins', async () => {
    const saved = process.env.CONTRACT_KIT_CONTROL_TOKEN;
    process.env.CONTRACT_KIT_CONTROL_TOKEN = 'a-token-from-the-environment';
    try {
      const plan = await planMocks(['all', '--host', '0.0.0.0', '--direct']);
      expect(plan.control).toEqual({ token: 'a-token-from-the-environment', source: 'environment' });
      expect(plan.mocks.every((mock) => mock.controlToken === 'a-token-from-the-environment')).toBe(true);
      const flag = await planMocks(['releases', '--control-token', 'a-token-of-sixteen-chars']);
      expect(flag.control).toEqual({ token: 'a-token-of-sixteen-chars', source: 'flag' });
      process.env.CONTRACT_KIT_CONTROL_TOKEN = 'short';
      await expect(planMocks(['releases'])).rejects.toThrow(/CONTRACT_KIT_CONTROL_TOKEN must be 16/);
    } finally {
      if (saved === undefined) delete process.env.CONTRACT_KIT_CONTROL_TOKEN;
      else process.env.CONTRACT_KIT_CONTROL_TOKEN = saved;
    }
  });
});

describe('[VERBOSE] one line per request', () => {
  it('[VERBOSE-1] names method, path, status, operation, time and what applied', () => {
    const line = formatExchange('memory', {
      method: 'POST',
      path: '/v1/recall',
      status: 0,
      operationId: 'recall',
      durationMs: 3,
      override: null,
      fault: 'f1: connection reset',
      requestId: 'm1',
    });
    expect(line).toBe('memory   POST /v1/recall --- recall 3 ms [fault f1: connection reset]');
  });

  it('[VERBOSE-2] a request the mock failed to answer names the failure and its request id', () => {
    const line = formatExchange('memory', {
      method: 'POST',
      path: '/v1/anchors',
      status: 503,
      operationId: 'createAnchor',
      durationMs: 2,
      override: null,
      fault: null,
      requestId: 'm2a',
      failure: 'the shared state (Redis) is unavailable: connection lost\x1b[2J',
    });
    expect(line).toBe(
      'memory   POST /v1/anchors 503 createAnchor 2 ms [failed m2a: the shared state (Redis) is unavailable: connection lost\\x1b[2J]',
    );
  });
});
