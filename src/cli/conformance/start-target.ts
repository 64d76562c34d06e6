import type { ApiName } from '../../../conformance/define-check.js';
import type { ConformanceCommand } from './parse-args.js';

/** The server a run judges. */
export interface Target {
  baseUrl: string;
  /** Stops the built-in mock; nothing for a deployment. */
  close(): Promise<void>;
}

/** The kit's fixture tenants, used when the suite judges its own memory mock. */
export const fixtureTenants = {
  apiKey: 'ck_test_key',
  workspace: 'ws_main',
  otherWorkspace: 'ws_other',
  deniedWorkspace: 'ws_denied',
  blockedApiKey: 'ck_blocked_key',
} as const;

interface MockModule {
  startMock(options: {
    api: ApiName;
    port: number;
    direct: boolean;
    log?: (line: string) => void;
  }): Promise<{ url: string; close(): Promise<void> }>;
}

/**
 * The deployment at `--base-url`, or the kit's own mock started on a free port (direct, or
 * through Prism with `--prism`). Without a base URL the memory options default to the fixture
 * tenants, and API keys are shown in curl lines since they are the fixture's, not secrets.
 * @example const target = await startTarget(command, (line) => process.stderr.write(line));
 */
export async function startTarget(command: ConformanceCommand, log: (line: string) => void): Promise<Target> {
  if (!command.useMock) return { baseUrl: command.options.baseUrl, close: async () => {} };
  // Imported by name at run time: the server is a separate part of the kit and heavy to load.
  const specifier = '../../server/index.js';
  const { startMock } = (await import(specifier)) as MockModule;
  const mock = await startMock({ api: command.options.api, port: 0, direct: !command.prism, log });
  if (command.options.api === 'memory') {
    command.options = { ...fixtureTenants, ...command.options };
  }
  command.options = { ...command.options, baseUrl: mock.url, redactSecrets: false };
  return { baseUrl: mock.url, close: () => mock.close() };
}
