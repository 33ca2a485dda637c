import { describe, expect, it } from 'vitest';
import { resetLinkBase } from './reset-link';

const base = (request: { host: string; protocol?: string }, registeredHosts = ['localhost', '127.0.0.1']) =>
  resetLinkBase({
    publicUrl: undefined,
    registeredHosts,
    request: { protocol: 'http', ...request },
    fallbackOrigin: 'http://localhost:4000',
  });

describe('resetLinkBase', () => {
  it('keeps the port of a registered host the request reached', () => {
    expect(base({ host: 'localhost:4000' })).toBe('http://localhost:4000');
    expect(base({ host: '127.0.0.1:4250' })).toBe('http://127.0.0.1:4250');
  });

  it("gives a request on a host the tenant does not own the registered host on the server's port", () => {
    expect(base({ host: 'attacker.example:4000' })).toBe('http://localhost:4000');
    expect(base({ host: 'attacker.example' })).toBe('http://localhost:4000');
  });

  it('keeps a port the registered host names, and a bare public name on the default port', () => {
    expect(base({ host: 'attacker.example' }, ['localhost:4250'])).toBe('http://localhost:4250');
    expect(base({ host: 'attacker.example' }, ['studio.example.com'])).toBe('https://studio.example.com');
  });

  it('answers PUBLIC_URL when set, and the server address when the tenant has no host', () => {
    expect(
      resetLinkBase({
        publicUrl: 'https://studio.example.com/',
        registeredHosts: ['localhost'],
        request: { host: 'localhost:4000', protocol: 'http' },
        fallbackOrigin: 'http://localhost:4000',
      }),
    ).toBe('https://studio.example.com');
    expect(base({ host: 'attacker.example' }, [])).toBe('http://localhost:4000');
  });
});
