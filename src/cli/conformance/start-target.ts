import { defaultRateLimit } from '../../engine/memory/rate-limiter.js';
import { fixtureTenants } from '../../options/fixture-tenants.js';
import type { ConformanceCommand } from './parse-args.js';

/** The server a run judges. */
export interface Target {
  baseUrl: string;
  /** Stops the built-in mock; nothing for a deployment. */
  close(): Promise<void>;
}

/**
 * The deployment at `--base-url`, or the kit's own mock started on a free port (direct, or
 * through Prism with `--prism`). Without a base URL the memory options default to the fixture
 * tenants, and API keys are shown in curl lines since they are the fixture's, not secrets.
 * @example const target = await startTarget(command, (line) => process.stderr.write(line));
 */
export async function startTarget(command: ConformanceCommand, log: (line: string) => void): Promise<Target> {
  if (!command.useMock) return { baseUrl: command.options.baseUrl, close: async () => {} };
  // Loaded only when needed: the server (and Prism with it) is heavy, and a run against a deployment never needs it.
  const { startMock } = await import('../../server/index.js');
  const mock = await startMock({ api: command.options.api, port: 0, direct: !command.prism, log });
  if (command.options.api === 'memory') {
    // The mock's limit is a fixed window from a bucket's first request: a burst straddling a
    // window's end may send up to twice the limit before a 429, so its default reaches past that.
    const rateLimitBurst = command.options.rateLimitBurst ?? 2 * defaultRateLimit.limit + 100;
    command.options = { ...fixtureTenants, ...command.options, rateLimitBurst };
  }
  command.options = { ...command.options, baseUrl: mock.url, redactSecrets: false };
  return { baseUrl: mock.url, close: () => mock.close() };
}
