import type { Agent as HttpAgent } from 'node:http';
import { Agent as PlainHttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { HttpProxyAgent } from 'http-proxy-agent';
import { HttpsProxyAgent } from 'https-proxy-agent';
import { type ProxyChoice, type ProxyEnv, proxyFor, withoutCredentials } from './proxy.js';

/** TLS settings and the environment the run's agents are made from. */
export interface AgentOptions {
  /** PEM text of the certificate authorities to trust. */
  ca?: string | undefined;
  /** Accept any certificate. */
  insecure?: boolean | undefined;
  /** Where the proxy variables are read; the process's environment by default. */
  env?: ProxyEnv | undefined;
}

/** How a request to one URL leaves: the keep-alive agent that carries it and the proxy it goes through. */
export interface Way {
  agent: HttpAgent;
  /**
   * TLS settings for the request itself: https-proxy-agent takes those of the tunnel's TLS from
   * the request, not from its own options (which are for the proxy).
   */
  tls: { ca?: string; rejectUnauthorized: boolean };
  /** The proxy it goes through (`shown` for reports); `undefined` for a direct connection. */
  proxy: ProxyChoice | undefined;
}

/** The run's keep-alive agents, one per target kind and proxy, made on first use. */
export interface AgentPool {
  wayOf(url: URL): Way;
  /** Notes that a request was handed `socket` now: its idle time starts no earlier. */
  markUsed(socket: Duplex): void;
  /**
   * Notes the answer's `Keep-Alive` header: a peer that says `timeout=N` holds an idle connection
   * N seconds, and a POST may use it for N - 1 s of that (Node's own agent keeps the same second).
   */
  noteHint(socket: Duplex, keepAlive: string | undefined): void;
  /**
   * Destroys the agent's kept-alive sockets last used longer than `olderThanMs` ago (all of
   * them for 0), so the next request cannot be handed one: it gets a newer one, or a new connection.
   */
  dropIdle(agent: HttpAgent, olderThanMs: number): void;
  /**
   * Readies the agent for a request that may not be sent twice: first lets a close the peer has
   * already sent be read, then destroys the sockets last used longer than `olderThanMs` ago and
   * those the peer closed. The agent drops a destroyed socket from its pool on 'close', and until
   * then may still hand it out: such a request never leaves, and the transport sends it on a new
   * connection.
   */
  settle(agent: HttpAgent, olderThanMs: number): Promise<void>;
  /** Destroys every socket of every agent. */
  destroy(): void;
}

/**
 * Creates the run's agents. The proxy libraries (http-proxy-agent for absolute-form requests to
 * http targets, https-proxy-agent for a CONNECT tunnel to https ones) are `http.Agent`s, so the
 * transport and its keep-alive pool are the same with a proxy and without.
 * @example const pool = createAgentPool({ ca }); const { agent, proxy } = pool.wayOf(new URL(baseUrl));
 */
export function createAgentPool(options: AgentOptions = {}): AgentPool {
  const tls = {
    ...(options.ca ? { ca: options.ca } : {}),
    rejectUnauthorized: options.insecure !== true,
  };
  const agents = new Map<string, HttpAgent>();
  // When each socket was last handed a request. The peer's idle time on it can only be shorter:
  // the peer answered after it read that request. Measured from when the answer was read instead,
  // a suite held up between the peer's answer and its reading of it (a busy event loop, a slow
  // network) would think a connection fresh that the peer has been holding idle for a while.
  const lastUse = new WeakMap<Duplex, number>();
  // How long each socket's peer said it holds an idle connection, less a second; none without a hint.
  const promised = new WeakMap<Duplex, number>();

  function make(https: boolean, proxy: URL | undefined): HttpAgent {
    const keepAlive = { keepAlive: true };
    if (!proxy) return https ? new HttpsAgent({ ...keepAlive, ...tls }) : new PlainHttpAgent(keepAlive);
    const { url, authorization } = withoutCredentials(proxy);
    const headers = authorization ? { 'Proxy-Authorization': authorization } : {};
    return https
      ? new HttpsProxyAgent(url, { ...keepAlive, ...tls, headers })
      : new HttpProxyAgent(url, { ...keepAlive, ...tls, headers });
  }

  return {
    wayOf(url) {
      const https = url.protocol === 'https:';
      const proxy = proxyFor(url, options.env);
      const key = `${https ? 'https' : 'http'} ${proxy?.url.href ?? 'direct'}`;
      let agent = agents.get(key);
      if (!agent) {
        agent = make(https, proxy?.url);
        agents.set(key, agent);
      }
      return { agent, tls, proxy };
    },
    markUsed(socket) {
      lastUse.set(socket, performance.now());
    },
    noteHint(socket, keepAlive) {
      const seconds = Number(/(?:^|[,\s])timeout=(\d+)/i.exec(keepAlive ?? '')?.[1] ?? 0);
      if (seconds > 1) promised.set(socket, seconds * 1_000 - 1_000);
      else promised.delete(socket);
    },
    dropIdle(agent, olderThanMs) {
      const now = performance.now();
      for (const sockets of Object.values(agent.freeSockets)) {
        for (const socket of (sockets ?? []) as Socket[]) {
          const since = lastUse.get(socket);
          // The pool hands out its newest socket and skips destroyed ones at its head, and the
          // stale ones are the oldest: destroyed here, none of them can be handed out.
          if (since === undefined || now - since > olderThanMs) socket.destroy();
        }
      }
    },
    async settle(agent, olderThanMs) {
      if (Object.keys(agent.freeSockets).length === 0) return;
      // A response and the peer's FIN right behind it arrive together: the FIN is read after
      // the response's handlers ran, which is where the next request comes from.
      await new Promise((resolve) => setImmediate(resolve));
      const now = performance.now();
      for (const sockets of Object.values(agent.freeSockets)) {
        for (const socket of (sockets ?? []) as Socket[]) {
          const used = lastUse.get(socket);
          const stale = used === undefined || now - used > Math.max(olderThanMs, promised.get(socket) ?? 0);
          if (stale || socket.readableEnded) socket.destroy();
        }
      }
    },
    destroy() {
      for (const agent of agents.values()) agent.destroy();
      agents.clear();
    },
  };
}
