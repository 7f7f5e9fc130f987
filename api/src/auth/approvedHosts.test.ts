import { describe, expect, it } from 'vitest';
import { hostOf, isApprovedHost } from './approvedHosts.js';

describe('approved application hosts (spec 000 §5)', () => {
  const list = ['localhost', 'svr.example.com:8443', '*.brand.example'];

  it('admits a listed name on any port, and a listed host:port only on that port', () => {
    expect(isApprovedHost(list, 'http://localhost:4173', undefined)).toBe(true);
    expect(isApprovedHost(list, 'http://LOCALHOST', undefined)).toBe(true);
    expect(isApprovedHost(list, 'https://svr.example.com:8443', undefined)).toBe(true);
    expect(isApprovedHost(list, 'https://svr.example.com', undefined)).toBe(false);
  });

  it('admits sub-domains of a wildcard entry but not the bare domain or a look-alike', () => {
    expect(isApprovedHost(list, 'https://eu.brand.example', undefined)).toBe(true);
    expect(isApprovedHost(list, 'https://brand.example', undefined)).toBe(false);
    expect(isApprovedHost(list, 'https://evilbrand.example', undefined)).toBe(false);
  });

  it('refuses any other host, a look-alike name and an opaque origin', () => {
    expect(isApprovedHost(list, 'http://127.0.0.1:4173', undefined)).toBe(false);
    expect(isApprovedHost(list, 'https://localhost.attacker.example', undefined)).toBe(false);
    expect(isApprovedHost(list, 'null', undefined)).toBe(false);
    expect(isApprovedHost(list, undefined, undefined)).toBe(false);
  });

  it('checks the Host header when there is no Origin (a non-browser caller)', () => {
    expect(isApprovedHost(list, undefined, 'localhost:4000')).toBe(true);
    expect(isApprovedHost(list, undefined, 'example.org')).toBe(false);
  });

  it('reads hosts from addresses and Host headers alike', () => {
    expect(hostOf('https://A.example:1/x')).toEqual({ name: 'a.example', port: '1' });
    expect(hostOf('a.example:8080')).toEqual({ name: 'a.example', port: '8080' });
    expect(hostOf('')).toBeNull();
  });
});
