import { UsageError } from '../cli/args.js';
import { planMocks } from '../cli/args-mock.js';
import type { MockOptions, RunningMock } from '../server/index.js';
import { prismProblem } from '../server/prism/prism-support.js';
import { confineMockFiles } from './mock-files.js';
import { createPathRoot, type PathRoot } from './path-root.js';
import { ToolInputError } from './tool-result.js';

type Api = MockOptions['api'];

/** What `start_mock` asks for; each field is the `contract-kit mock` flag of the same name. */
export interface MockRequest {
  api: Api;
  /** `direct`: the engine alone; `prism` (the CLI's default): Prism validates every exchange. */
  mode?: 'direct' | 'prism';
  /** 0 or absent: a free port. */
  port?: number;
  seed?: number;
  fixtures?: string;
  examples?: boolean;
  rateLimit?: string;
  latencyMs?: number;
  tenants?: string;
  releasesData?: string;
  state?: string;
}

/** A mock this server started, as the tools report it. */
export interface MockInfo {
  id: string;
  api: Api;
  url: string;
  mode: 'direct' | 'prism';
  startedAt: string;
  /** The last lines the mock logged (violations, engine errors). */
  log: string[];
}

interface Entry extends MockInfo {
  running: RunningMock;
}

/** The mocks started through this server, by id; shared by every session of one process. */
export interface MockRegistry {
  start(request: MockRequest): Promise<MockInfo>;
  stop(id: string): Promise<MockInfo>;
  list(): MockInfo[];
  /** The mock with this id, or a {@link ToolInputError} naming the ids there are. */
  get(id: string): MockInfo;
  closeAll(): Promise<void>;
  /** The folder every path a tool takes must resolve into (see {@link PathRoot}). */
  pathRoot(): Promise<PathRoot>;
}

const keptLogLines = 20;

/** The `contract-kit mock` argv for a request, so that one parser checks and loads everything. */
export function mockArgv(request: MockRequest): string[] {
  const argv = [request.api, '--port', String(request.port ?? 0)];
  if ((request.mode ?? 'prism') === 'direct') argv.push('--direct');
  const values: [string, string | number | undefined][] = [
    ['--seed', request.seed],
    ['--fixtures', request.fixtures],
    ['--rate-limit', request.rateLimit],
    ['--latency', request.latencyMs],
    ['--tenants', request.tenants],
    ['--releases-data', request.releasesData],
    ['--state', request.state],
  ];
  for (const [flag, value] of values) if (value !== undefined) argv.push(flag, String(value));
  if (request.examples) argv.push('--examples');
  return argv;
}

/** The CLI's words for a flag (`--rate-limit`), in the tool's (`rateLimit`). */
function inToolWords(message: string): string {
  return message.replace(/--([a-z]+(?:-[a-z]+)*)/g, (_, flag: string) =>
    flag === 'latency' ? 'latencyMs' : flag.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()),
  );
}

/**
 * Creates the registry of mocks started through the MCP server: each is a real `startMock`
 * (node:http, Prism in front unless `mode: 'direct'`) on a loopback port, with the options the
 * `contract-kit mock` flags of the same names give, and its files inside `root` (default: the
 * working directory).
 */
export function createMockRegistry(root?: PathRoot): MockRegistry {
  let rootPromise: Promise<PathRoot> | undefined;
  const pathRoot = () => {
    rootPromise ??= root ? Promise.resolve(root) : createPathRoot(process.cwd(), 'the working directory');
    return rootPromise;
  };
  const mocks = new Map<string, Entry>();
  let next = 1;
  const info = ({ running: _running, ...shown }: Entry): MockInfo => ({ ...shown, log: [...shown.log] });
  const get = (id: string): Entry => {
    const entry = mocks.get(id);
    if (entry) return entry;
    const known = [...mocks.keys()];
    throw new ToolInputError(
      `no running mock "${id}"; ${known.length ? `running: ${known.join(', ')}` : 'none runs: start one with start_mock'}`,
    );
  };
  return {
    async start(asked) {
      const confined = await confineMockFiles(await pathRoot(), asked);
      const request = confined.request;
      let options: MockOptions;
      try {
        const plan = await planMocks(mockArgv(request));
        options = plan.mocks[0] as MockOptions;
      } catch (error) {
        // A loader's message may quote the file it read (JSON.parse quotes its first characters).
        const message = await confined.safeMessage((error as Error).message);
        if (error instanceof UsageError) throw new ToolInputError(inToolWords(message));
        throw new Error(message);
      }
      const mode = options.direct ? 'direct' : 'prism';
      const problem = mode === 'prism' ? prismProblem(undefined, undefined, 'pass mode "direct"') : undefined;
      if (problem) throw new ToolInputError(problem);
      const id = `${request.api}-${next++}`;
      const log: string[] = [];
      const { startMock } = await import('../server/index.js');
      const running = await startMock({
        ...options,
        log: (line) => {
          log.push(line);
          if (log.length > keptLogLines) log.shift();
          process.stderr.write(`[${id}] ${line}\n`);
        },
      }).catch(async (error: Error) => {
        const message = await confined.safeMessage(error.message);
        throw new ToolInputError(`the ${request.api} mock did not start: ${message}`);
      });
      const entry: Entry = {
        id,
        api: request.api,
        url: running.url,
        mode,
        startedAt: new Date().toISOString(),
        log,
        running,
      };
      mocks.set(id, entry);
      return info(entry);
    },
    async stop(id) {
      const entry = get(id);
      mocks.delete(id);
      await entry.running.close();
      return info(entry);
    },
    list: () => [...mocks.values()].map(info),
    get: (id) => info(get(id)),
    async closeAll() {
      const all = [...mocks.values()];
      mocks.clear();
      await Promise.allSettled(all.map((entry) => entry.running.close()));
    },
    pathRoot,
  };
}
