/**
 * The kit's container image and the compose sandbox, built and run as a team would: `npm run image`
 * (scripts/image.sh) builds contract-kit:dev from the Containerfile, with podman; both mocks answer
 * from a container; conformance runs from the image against deployments outside it; and
 * compose.yaml's two replicas share one state through Redis. Real podman (Debian's, installed by
 * scripts/ensure-podman.sh as a step of `npm test`), real HTTP on loopback. These tests fail, never
 * skip, where podman is missing.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from '../../src/server/index.js';
import { startIndependentMemoryServer } from '../independent/memory-server.js';
import { freePort } from '../support/free-port.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tag = 'localhost/contract-kit:dev';
const redisImage = 'localhost/contract-kit-redis:7';
const token = `ck-test-${process.pid}-token`;
// runc and open-file limits this machine allows (see the file).
const env = { ...process.env, CONTAINERS_CONF: fileURLToPath(new URL('./containers.conf', import.meta.url)) };

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end (bounded), collecting its output. */
function run(command: string, args: string[], extraEnv: Record<string, string> = {}, timeoutMs = 120_000) {
  return new Promise<Ran>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Polls `url` until it answers `status` (bounded), for a container that is starting. */
async function untilAnswers(url: string, init: RequestInit = {}, status = 200): Promise<Response> {
  const deadline = Date.now() + 90_000;
  let last = 'nothing';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
      if (response.status === status) return response;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer ${status} within 90 s; last: ${last}`);
}

const memoryHeaders = {
  authorization: 'Bearer ck_test_key',
  'x-workspace-id': 'ws_main',
  'content-type': 'application/json',
};

beforeAll(async () => {
  // The kit's image and a Redis image for compose, side by side: each makes its own Debian root
  // when no registry is reachable.
  const [image, redis] = await Promise.all([
    run('bash', ['scripts/image.sh'], { CONTRACT_KIT_IMAGE: tag }, 900_000),
    run('bash', ['scripts/image-redis.sh', redisImage], {}, 900_000),
  ]);
  expect(image.code, `npm run image:\n${image.stdout}\n${image.stderr}`).toBe(0);
  expect(redis.code, `image-redis.sh:\n${redis.stdout}\n${redis.stderr}`).toBe(0);
}, 960_000);

describe('[IMG] the container image', () => {
  const name = `ck-image-test-${process.pid}`;
  let memoryPort = 0;
  let releasesPort = 0;

  beforeAll(async () => {
    [memoryPort, releasesPort] = await Promise.all([freePort(), freePort()]);
    const started = await run('podman', [
      'run',
      '--detach',
      '--name',
      name,
      '--env',
      `CONTRACT_KIT_CONTROL_TOKEN=${token}`,
      '--publish',
      `127.0.0.1:${memoryPort}:4010`,
      '--publish',
      `127.0.0.1:${releasesPort}:4011`,
      tag,
    ]);
    expect(started.code, started.stderr).toBe(0);
  }, 60_000);

  afterAll(async () => {
    await run('podman', ['rm', '--force', '--time', '2', name]);
  }, 60_000);

  it('[IMG-1] is under 350 MB, runs as a user that is not root, contract-kit its entrypoint', async () => {
    const inspected = await run('podman', [
      'image',
      'inspect',
      tag,
      '--format',
      '{{.Size}} {{.Config.User}} {{json .Config.Entrypoint}}',
    ]);
    const [size, user, entrypoint] = inspected.stdout.trim().split(' ');
    console.log(`[IMG-1] ${tag}: ${Math.round(Number(size) / 1e6)} MB`);
    expect(Number(size)).toBeGreaterThan(50e6);
    expect(Number(size)).toBeLessThan(350e6);
    expect(user).toBe('node');
    expect(JSON.parse(entrypoint ?? 'null')).toEqual(['contract-kit']);
  });

  it('[IMG-2] both mocks answer from the container, Prism in front, the control surface behind the token', async () => {
    const memory = `http://127.0.0.1:${memoryPort}`;
    const releases = `http://127.0.0.1:${releasesPort}`;
    const anchor = await untilAnswers(
      `${memory}/v1/anchors`,
      {
        method: 'POST',
        headers: memoryHeaders,
        body: JSON.stringify({ name: 'from the host', type: 'agent' }),
      },
      201,
    );
    expect(await anchor.json()).toMatchObject({ name: 'from the host' });
    const events = await untilAnswers(`${releases}/api/v1/events?limit=2`);
    expect(((await events.json()) as { events: unknown[] }).events).toHaveLength(2);
    // Prism validated what it forwarded: it reports violations on the front's own route.
    const violations = await fetch(`${memory}/__control/violations`, {
      headers: { 'x-control-token': token },
    });
    expect(violations.status).toBe(200);
    expect(await violations.json()).toMatchObject({ count: 0 });
    const without = await fetch(`${memory}/__control/log`);
    expect(without.status).toBeGreaterThanOrEqual(400);
    const logs = await run('podman', ['logs', name]);
    expect(`${logs.stdout}${logs.stderr}`).not.toContain(token);
  }, 120_000);

  it('[IMG-3] the health route answers without a token and says nothing more; the healthcheck passes', async () => {
    const health = await untilAnswers(`http://127.0.0.1:${memoryPort}/__health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const check = await run('podman', ['healthcheck', 'run', name]);
    expect(check.code, `${check.stdout}${check.stderr}`).toBe(0);
  }, 120_000);
});

describe('[IMG-CONFORMANCE] conformance from the image, against deployments outside it', () => {
  it('[IMG-4] a correct deployment passes (exit 0) and a broken one fails on its rule (exit 1)', async () => {
    const good = await startMock({ api: 'releases', port: 0, direct: true, log: () => {} });
    const broken = await startIndependentMemoryServer({ defects: new Set(['limit-ignored']) });
    try {
      const judge = (args: string[]) =>
        run('podman', ['run', '--rm', '--network', 'host', tag, 'conformance', ...args], {}, 300_000);
      const passed = await judge(['releases', '--base-url', good.url]);
      expect(passed.code, `${passed.stdout}\n${passed.stderr}`).toBe(0);
      const failed = await judge([
        'memory',
        '--base-url',
        broken.url,
        '--api-key',
        'indep-key-acme',
        '--workspace',
        'ws-1',
      ]);
      expect(failed.code, `${failed.stdout}\n${failed.stderr}`).toBe(1);
      expect(failed.stdout).toMatch(/MEM-RECALL-LIMIT/);
    } finally {
      await Promise.all([good.close(), broken.close()]);
    }
  }, 400_000);
});

describe('[CMP] the compose sandbox: two replicas on one Redis', () => {
  const project = `ck-compose-${process.pid}`;
  const ports = { a: 0, b: 0, ar: 0, br: 0 };
  let composeEnv: Record<string, string> = {};
  const compose = (...args: string[]) =>
    run(
      'podman-compose',
      ['--project-name', project, '--file', 'compose.yaml', ...args],
      composeEnv,
      300_000,
    );

  beforeAll(async () => {
    [ports.a, ports.b, ports.ar, ports.br] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    composeEnv = {
      CONTRACT_KIT_IMAGE: tag,
      REDIS_IMAGE: redisImage,
      CONTRACT_KIT_CONTROL_TOKEN: token,
      MOCK_A_MEMORY_PORT: String(ports.a),
      MOCK_A_RELEASES_PORT: String(ports.ar),
      MOCK_B_MEMORY_PORT: String(ports.b),
      MOCK_B_RELEASES_PORT: String(ports.br),
    };
    const up = await compose('up', '--detach');
    expect(up.code, `${up.stdout}\n${up.stderr}`).toBe(0);
  }, 300_000);

  afterAll(async () => {
    await compose('down', '--timeout', '2');
  }, 300_000);

  it('[CMP-1] a write through one replica is read through the other', async () => {
    const a = `http://127.0.0.1:${ports.a}`;
    const b = `http://127.0.0.1:${ports.b}`;
    const anchor = await untilAnswers(
      `${a}/v1/anchors`,
      { method: 'POST', headers: memoryHeaders, body: JSON.stringify({ name: 'shared', type: 'agent' }) },
      201,
    );
    const { anchor_id } = (await anchor.json()) as { anchor_id: string };
    await untilAnswers(`${b}/__health`);
    const stored = await fetch(`${b}/v1/atoms`, {
      method: 'POST',
      headers: memoryHeaders,
      body: JSON.stringify({ anchor_id, content: 'stored through replica b' }),
    });
    expect(stored.status).toBe(201);
    const recall = await fetch(`${a}/v1/recall`, {
      method: 'POST',
      headers: memoryHeaders,
      body: JSON.stringify({ anchor_id, query: 'replica' }),
    });
    expect(recall.status).toBe(200);
    const { items } = (await recall.json()) as { items: { content: string }[] };
    expect(items.map((item) => item.content)).toContain('stored through replica b');
  }, 180_000);

  it('[CMP-2] control calls work from the host and from a sibling service, with the shared token', async () => {
    const fromHost = await fetch(`http://127.0.0.1:${ports.b}/__control/log`, {
      headers: { 'x-control-token': token },
    });
    expect(fromHost.status).toBe(200);
    const script = `fetch('http://mock-a:4010/__control/log', { headers: { 'x-control-token': process.env.CONTRACT_KIT_CONTROL_TOKEN } }).then((r) => { console.log(r.status); process.exit(r.ok ? 0 : 1); }, (e) => { console.log(e.message); process.exit(2); })`;
    const sibling = await run('podman', ['exec', `${project}_mock-b_1`, 'node', '-e', script]);
    expect(sibling.stdout.trim(), sibling.stderr).toBe('200');
  }, 120_000);
});
