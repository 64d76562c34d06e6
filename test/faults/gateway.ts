/**
 * A TLS gateway in front of an engine, as deployments sit: a certificate from a private CA made at
 * test time with openssl, and a header the gateway requires before it passes a request on.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forward } from './fault-servers.js';

/** A private CA and a certificate for 127.0.0.1 it signed, as files. */
export interface Pki {
  caFile: string;
  key: string;
  cert: string;
  /** Removes the files' temporary directory (caFile with it). */
  remove(): Promise<void>;
}

/**
 * Makes a CA and a server certificate for IP 127.0.0.1 with openssl, in a temporary directory
 * that `remove()` deletes (and that is deleted at once when openssl fails).
 */
export function createPki(): Pki {
  const dir = mkdtempSync(join(tmpdir(), 'ck-gateway-'));
  try {
    return makePki(dir);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The CA and the certificate, made in `dir`. */
function makePki(dir: string): Pki {
  const at = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  openssl(
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=ck test CA'],
    ...['-keyout', at('ca.key'), '-out', at('ca.pem')],
  );
  openssl(
    ...['req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1'],
    ...['-keyout', at('server.key'), '-out', at('server.csr')],
  );
  writeFileSync(at('ext.cnf'), 'subjectAltName=IP:127.0.0.1\n');
  openssl(
    ...['x509', '-req', '-in', at('server.csr'), '-CA', at('ca.pem'), '-CAkey', at('ca.key')],
    ...['-CAcreateserial', '-days', '2', '-extfile', at('ext.cnf'), '-out', at('server.pem')],
  );
  return {
    caFile: at('ca.pem'),
    key: readFileSync(at('server.key'), 'utf8'),
    cert: readFileSync(at('server.pem'), 'utf8'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A running gateway and what it saw. */
export interface Gateway {
  url: string;
  /** Requests passed on, and refused for a missing or wrong header. */
  counts: { passed: number; refused: number };
  close(): Promise<void>;
}

/**
 * Serves `upstream` over TLS, passing on only requests that carry every header of `required`; the
 * others get the gateway's own 401 page (HTML, as gateways answer).
 */
export async function serveGateway(
  upstream: string,
  pki: Pki,
  required: Record<string, string>,
): Promise<Gateway> {
  const counts = { passed: 0, refused: 0 };
  const server = createServer({ key: pki.key, cert: pki.cert }, (incoming, reply) => {
    const ok = Object.entries(required).every(
      ([name, value]) => incoming.headers[name.toLowerCase()] === value,
    );
    if (!ok) {
      counts.refused++;
      incoming.resume();
      reply.writeHead(401, { 'content-type': 'text/html', server: 'ck-test-gateway' });
      reply.end('<html><body>401 Authorization Required</body></html>');
      return;
    }
    counts.passed++;
    for (const name of Object.keys(required)) delete incoming.headers[name.toLowerCase()];
    forward(upstream, incoming, reply);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
