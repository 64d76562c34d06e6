import { createClient } from '@redis/client';

/** The one Redis connection of a process, as the replicas use it. */
export interface RedisConnection {
  /** Sends one command; rejects at once while the server is unreachable, and after `timeoutMs`. */
  send<T>(args: readonly string[]): Promise<T>;
  /** Runs a Lua script by its SHA1, loading it first when the server does not know it (a restart). */
  run<T>(script: LuaScript, keys: readonly string[], args: readonly string[]): Promise<T>;
  /** Whether commands can be sent now. */
  readonly ready: boolean;
  close(): Promise<void>;
}

/** A Lua script and its SHA1 (see scripts.ts). */
export interface LuaScript {
  source: string;
  sha1: string;
}

/** Options of {@link connectRedis}. */
export interface RedisConnectionOptions {
  /** How long the first connection may take before start fails. Default 3 s. */
  connectTimeoutMs?: number;
  /** How long one command may take before it fails (a server that hangs). Default 2 s. */
  commandTimeoutMs?: number;
  /** Where losing and regaining the server is reported. */
  log?: (line: string) => void;
}

/** Redis could not be reached at start: the CLI prints the message as one line and exits non-zero. */
export class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError';
}

/** The URL without a password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/**
 * Connects to Redis at `url`. Unreachable at start: rejects with a {@link RedisUnavailableError}
 * after one attempt (a mock that waited silently would look like a hang). Lost later: commands
 * fail at once (no offline queue, so nothing a client was not answered for runs later) while the
 * client reconnects every 100-500 ms by itself.
 * @example const redis = await connectRedis('redis://127.0.0.1:6379/0')
 */
export async function connectRedis(
  url: string,
  options: RedisConnectionOptions = {},
): Promise<RedisConnection> {
  const log = options.log ?? ((line: string) => console.error(line));
  const commandTimeoutMs = options.commandTimeoutMs ?? 2_000;
  let connected = false;
  let lost = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: options.connectTimeoutMs ?? 3_000,
      // Before the first connection: give up (start fails); after it: retry for as long as it takes.
      reconnectStrategy: (retries, cause) => (connected ? Math.min(100 * 2 ** retries, 500) : cause),
    },
  });
  client.on('error', (error: Error) => {
    if (connected && !lost) {
      lost = true;
      log(`contract-kit: lost Redis at ${redactUrl(url)} (${error.message}); answering 503 until it is back`);
    }
  });
  client.on('ready', () => {
    if (lost) log(`contract-kit: Redis at ${redactUrl(url)} is back`);
    lost = false;
  });
  try {
    await client.connect();
    connected = true;
  } catch (error) {
    client.destroy();
    const reason = (error as Error).message || (error as Error).name;
    throw new RedisUnavailableError(`cannot reach Redis at ${redactUrl(url)}: ${reason}`);
  }

  function send<T>(args: readonly string[]): Promise<T> {
    if (!client.isReady) return Promise.reject(new Error('Redis is not connected'));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Redis did not answer within ${commandTimeoutMs} ms`)),
        commandTimeoutMs,
      );
    });
    return Promise.race([client.sendCommand<T>(args), timeout]).finally(() => clearTimeout(timer));
  }

  return {
    send,
    async run<T>(script: LuaScript, keys: readonly string[], args: readonly string[]): Promise<T> {
      const tail = [String(keys.length), ...keys, ...args];
      try {
        return await send<T>(['EVALSHA', script.sha1, ...tail]);
      } catch (error) {
        if (!/NOSCRIPT/.test((error as Error).message)) throw error;
        return send<T>(['EVAL', script.source, ...tail]);
      }
    },
    get ready() {
      return client.isReady;
    },
    async close() {
      await client.close().catch(() => client.destroy());
    },
  };
}
