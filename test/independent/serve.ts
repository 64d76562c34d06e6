/**
 * Starts one independent server from the command line and prints its base address, so the
 * conformance CLI can be pointed at it by hand.
 *
 * @example
 * npx tsx test/independent/serve.ts memory --rate-limit=5/1000 --defect=recall-cross-anchor
 * npx tsx test/independent/serve.ts releases --quirk=error-shapes-vary
 */
import {
  MEMORY_DEFECTS,
  MEMORY_QUIRKS,
  type MemoryDefectName,
  type MemoryQuirkName,
} from './memory-defects.js';
import { startIndependentMemoryServer } from './memory-server.js';
import {
  RELEASES_DEFECTS,
  RELEASES_QUIRKS,
  type ReleasesDefectName,
  type ReleasesQuirkName,
} from './releases-defects.js';
import { startIndependentReleasesServer } from './releases-server.js';

function values(args: readonly string[], flag: string): string[] {
  return args.filter((arg) => arg.startsWith(`--${flag}=`)).map((arg) => arg.slice(flag.length + 3));
}

function checked<T extends string>(names: string[], known: readonly { name: T }[], kind: string): Set<T> {
  const allowed = new Set<string>(known.map((entry) => entry.name));
  for (const name of names) {
    if (!allowed.has(name)) throw new Error(`unknown ${kind} ${name}; known: ${[...allowed].join(', ')}`);
  }
  return new Set(names as T[]);
}

async function main(args: readonly string[]): Promise<void> {
  const [api] = args;
  const defects = values(args, 'defect');
  const quirks = values(args, 'quirk');
  let running: { url: string; close(): Promise<void> };
  if (api === 'memory') {
    const [limit, windowMs] = (values(args, 'rate-limit')[0] ?? '1000/60000').split('/').map(Number);
    running = await startIndependentMemoryServer({
      defects: checked<MemoryDefectName>(defects, MEMORY_DEFECTS, 'defect'),
      quirks: checked<MemoryQuirkName>(quirks, MEMORY_QUIRKS, 'quirk'),
      rateLimit: { limit: limit ?? 1000, windowMs: windowMs ?? 60_000 },
    });
  } else if (api === 'releases') {
    running = await startIndependentReleasesServer({
      defects: checked<ReleasesDefectName>(defects, RELEASES_DEFECTS, 'defect'),
      quirks: checked<ReleasesQuirkName>(quirks, RELEASES_QUIRKS, 'quirk'),
    });
  } else {
    throw new Error(
      'usage: serve.ts memory|releases [--defect=NAME]... [--quirk=NAME]... [--rate-limit=N/MS]',
    );
  }
  process.stdout.write(`${running.url}\n`);
  process.once('SIGINT', () => void running.close().then(() => process.exit(0)));
  process.once('SIGTERM', () => void running.close().then(() => process.exit(0)));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
});
