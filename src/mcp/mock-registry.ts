import {
  type Api,
  controlTokenVariable,
  environmentControlToken,
  fieldWords,
  MockSettingError,
  type MockSettings,
  planMockSettings,
  type SettingWords,
} from '../options/mock-options.js';
import type { MockServerOptions, RunningMock } from '../server/index.js';
import { prismProblem } from '../server/prism/prism-support.js';
import { confineMockFiles } from './mock-files.js';
import { createPathRoot, type PathRoot } from './path-root.js';
import { ToolInputError } from './tool-result.js';

/**
 * What `start_mock` asks for: one mock, and the settings of `contract-kit mock` it may take, by
 * the same names and types (src/options/mock-options.ts).
 */
export interface MockRequest
  extends Pick<
    MockSettings,
    | 'port'
    | 'seed'
    | 'fixtures'
    | 'examples'
    | 'rateLimit'
    | 'latencyMs'
    | 'tenants'
    | 'releasesData'
    | 'state'
  > {
  api: Api;
  /** `direct`: the engine alone; `prism` (the CLI's default): Prism validates every exchange. */
  mode?: 'direct' | 'prism';
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

/**
 * The settings a request asks for, as `contract-kit mock`'s flags give them: one mock, Prism in
 * front unless `mode` is `direct`, a free port by default. A control token comes from
 * `CONTRACT_KIT_CONTROL_TOKEN`, as for the CLI's mocks.
 */
export function mockSettings(request: MockRequest): MockSettings {
  const { api, mode, port, ...rest } = request;
  const token = environmentControlToken();
  return {
    apis: [api],
    port: port ?? 0,
    ...((mode ?? 'prism') === 'direct' ? { direct: true } : {}),
    ...rest,
    ...(token === undefined ? {} : { controlToken: token }),
  };
}

/** The tool's words: each field by its own name, and the token by the variable it came from. */
const toolWords = {
  name: (field) => (field === 'controlToken' ? controlTokenVariable : fieldWords.name(field)),
} satisfies SettingWords;

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
      let options: MockServerOptions;
      try {
        const plan = await planMockSettings(mockSettings(request), toolWords);
        options = plan.mocks[0] as MockServerOptions;
      } catch (error) {
        // A loader's message may quote the file it read (JSON.parse quotes its first characters).
        const message = await confined.safeMessage((error as Error).message);
        if (error instanceof MockSettingError) throw new ToolInputError(message, { field: error.field });
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
