import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createStudioHosts } from './studio-hosts';

const studio = createStudioHosts({
  publicUrl: 'https://Studio.Example.com:8443/app',
  studioHosts: ['admin.example.net', '*.tenants.example.org'],
});

describe('the studio hosts', () => {
  it('know every spelling of the loopback and unspecified hosts', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      'localhost.',
      'localhost:4000',
      'LocalHost.:4250',
      'ｌｏｃａｌｈｏｓｔ',
      'app.localhost',
      '127.0.0.1',
      '127.0.0.1:80',
      '127.1',
      '127.255.0.9',
      '2130706433',
      '0x7f.1',
      '0x7f000001',
      '0177.0.0.1',
      '0.0.0.0',
      '0',
      '[::1]',
      '[::1]:4000',
      '[0:0:0:0:0:0:0:1]',
      '[::]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      ' localhost ',
    ])
      expect(studio.has(host), host).toBe(true);
  });

  it('know the configured public host, STUDIO_HOSTS and their wildcards, and the test domain apex', () => {
    for (const host of [
      'studio.example.com',
      'STUDIO.EXAMPLE.COM.',
      'studio.example.com:443',
      'admin.example.net',
      'a.tenants.example.org',
      'b.c.tenants.example.org',
      'tenants.example.org',
      'studio.test',
      'Studio.Test.',
    ])
      expect(studio.has(host), host).toBe(true);
  });

  it("leave apps' hosts alone", () => {
    for (const host of [
      'shop.studio.test',
      'app.studio.example.com',
      'example.com',
      'localhost.example.com',
      'my-localhost.test',
      '128.0.0.1',
      '10.0.0.1',
      '[::2]',
      'admin.example.net.evil.test',
      '',
      'evil@localhost/x',
    ])
      expect(studio.has(host), host).toBe(false);
    expect(studio.has(null)).toBe(false);
  });

  it("know this machine's own names when asked to", () => {
    const machine = createStudioHosts({ machine: true });
    expect(machine.has(hostname())).toBe(true);
  });
});
