import { createServer } from 'node:net';

/**
 * A free loopback port: taken on port 0, released, handed to a server that must be told its port
 * up front (a child process, redis-server). Another process could take it in between; on loopback
 * in a test run that window is too short to matter.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
