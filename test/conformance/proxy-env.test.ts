import { describe, expect, test } from 'vitest';
import { type ProxyEnv, proxyFor, proxyShownFor } from '../../conformance/http/proxy.js';

const shown = (url: string, env: ProxyEnv) => proxyFor(new URL(url), env)?.shown;

describe('which proxy a request goes through, from the variables CI runners set', () => {
  test.for<[string, { url: string; env: ProxyEnv; want: string | undefined }]>([
    [
      'https reads https_proxy',
      { url: 'https://a.example', env: { https_proxy: 'http://p:1' }, want: 'http://p:1' },
    ],
    [
      'https reads HTTPS_PROXY',
      { url: 'https://a.example', env: { HTTPS_PROXY: 'http://p:2' }, want: 'http://p:2' },
    ],
    [
      'lower case first',
      {
        url: 'https://a.example',
        env: { https_proxy: 'http://low:1', HTTPS_PROXY: 'http://up:1' },
        want: 'http://low:1',
      },
    ],
    [
      'https falls back to the HTTP proxy, as npm and undici do',
      { url: 'https://a.example', env: { HTTP_PROXY: 'http://p:3' }, want: 'http://p:3' },
    ],
    [
      'http never reads https_proxy',
      { url: 'http://a.example', env: { https_proxy: 'http://p:1' }, want: undefined },
    ],
    [
      'http: http_proxy before HTTP_PROXY',
      {
        url: 'http://a.example',
        env: { http_proxy: 'http://low:1', HTTP_PROXY: 'http://up:1' },
        want: 'http://low:1',
      },
    ],
    [
      'an empty lower-case variable turns the proxy off',
      { url: 'http://a.example', env: { http_proxy: '', HTTP_PROXY: 'http://up:1' }, want: undefined },
    ],
    [
      'host:port without a scheme is an HTTP proxy',
      { url: 'http://a.example', env: { http_proxy: 'p:8080' }, want: 'http://p:8080' },
    ],
    [
      'credentials are never shown',
      {
        url: 'https://a.example',
        env: { https_proxy: 'https://u:secret@p.corp:443/x' },
        want: 'https://p.corp',
      },
    ],
    [
      'loopback 127.0.0.0/8 is direct',
      { url: 'http://127.3.4.5:9', env: { http_proxy: 'http://p:1' }, want: undefined },
    ],
    [
      'localhost is direct',
      { url: 'http://localhost:9', env: { http_proxy: 'http://p:1' }, want: undefined },
    ],
    [
      '*.localhost is direct',
      { url: 'http://api.localhost', env: { http_proxy: 'http://p:1' }, want: undefined },
    ],
    ['::1 is direct', { url: 'http://[::1]:9', env: { http_proxy: 'http://p:1' }, want: undefined }],
    [
      'no_proxy host',
      { url: 'http://a.example', env: { http_proxy: 'http://p:1', no_proxy: 'a.example' }, want: undefined },
    ],
    [
      'no_proxy host covers its subdomains',
      {
        url: 'http://x.a.example',
        env: { http_proxy: 'http://p:1', no_proxy: 'a.example' },
        want: undefined,
      },
    ],
    [
      'no_proxy host is not a suffix of another name',
      {
        url: 'http://bba.example',
        env: { http_proxy: 'http://p:1', no_proxy: 'a.example' },
        want: 'http://p:1',
      },
    ],
    [
      'no_proxy .domain',
      { url: 'http://x.corp', env: { http_proxy: 'http://p:1', NO_PROXY: '.corp' }, want: undefined },
    ],
    [
      'no_proxy *.domain',
      { url: 'http://x.corp', env: { http_proxy: 'http://p:1', no_proxy: '*.corp' }, want: undefined },
    ],
    [
      'no_proxy host:port matches that port',
      {
        url: 'http://a.example:8080',
        env: { http_proxy: 'http://p:1', no_proxy: 'a.example:8080' },
        want: undefined,
      },
    ],
    [
      'no_proxy host:port leaves other ports',
      {
        url: 'http://a.example',
        env: { http_proxy: 'http://p:1', no_proxy: 'a.example:8080' },
        want: 'http://p:1',
      },
    ],
    [
      'no_proxy *',
      { url: 'http://a.example', env: { http_proxy: 'http://p:1', no_proxy: '*' }, want: undefined },
    ],
    [
      'no_proxy lists, by commas and spaces',
      {
        url: 'http://b.example',
        env: { http_proxy: 'http://p:1', no_proxy: 'a.example, b.example' },
        want: undefined,
      },
    ],
  ])('[PROXY-ENV-1] %s', ([, { url, env, want }]) => {
    expect(shown(url, env)).toBe(want);
  });

  test('[PROXY-ENV-2] a proxy that is not http(s) is refused by name, without its credentials', () => {
    expect(() => proxyFor(new URL('https://a.example'), { https_proxy: 'socks5://u:secret@p:1080' })).toThrow(
      /https_proxy: only http:\/\/ and https:\/\/ proxies are supported, not socks5:\/\//,
    );
    expect(proxyShownFor('https://a.example', { https_proxy: 'socks5://u:secret@p:1080' })).toBeUndefined();
  });
});
