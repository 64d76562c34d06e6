/**
 * A command needs an optional peer dependency the project has not installed (Prism, swagger-parser,
 * the Redis client): the CLI prints its message as one line and exits 2, like any set-up mistake.
 */
export class MissingPeerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MissingPeerError';
  }
}

/** An optional peer dependency, and what to say when it is missing. */
export interface Peer {
  /** The package name as node reports it missing. */
  name: string;
  /** What needs it: the start of the sentence. */
  need: string;
  /** The arguments of `npm install`, with the version CI tests. */
  install: string;
}

/** The optional peers loaded through {@link importPeer} (Prism is checked by prism-support.ts). */
export const peers = {
  redis: { name: '@redis/client', need: '--redis needs the Redis client', install: '@redis/client@6.3.1' },
  swaggerParser: {
    name: '@apidevtools/swagger-parser',
    need: 'drift needs swagger-parser',
    install: '--save-dev @apidevtools/swagger-parser@13.1.0',
  },
} as const satisfies Record<string, Peer>;

/**
 * Loads code that imports an optional peer dependency; when the peer itself is what cannot be
 * found, fails with a {@link MissingPeerError} naming the install command. Any other failure,
 * including a module the peer cannot find inside itself, passes through unchanged.
 * @param load the dynamic import of the code that needs the peer
 * @example await importPeer(() => import('./redis/share.js'), peers.redis)
 */
export async function importPeer<T>(load: () => Promise<T>, peer: Peer): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    // Node's words: "Cannot find package '@redis/client' imported from ..." (ESM),
    // "Cannot find module '@redis/client'" (require).
    const missing = /Cannot find (?:package|module) '([^']+)'/.exec(String(message))?.[1];
    if (
      (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') &&
      (missing === peer.name || missing?.startsWith(`${peer.name}/`))
    ) {
      throw new MissingPeerError(`${peer.need}, an optional peer dependency: npm install ${peer.install}`);
    }
    throw error;
  }
}
