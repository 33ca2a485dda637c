import { hostname, networkInterfaces } from 'node:os';
import { APP_TEST_DOMAIN } from '@carrier/contracts';
import { canonicalHost } from './host-claims';
import { hostName } from './tenants.repository';

/** The hosts the studio itself answers on: no app may hold one, and they always serve the studio. */
export type StudioHosts = { has(host: string | null | undefined): boolean };

/** An IPv4 address (in its one spelling) of this machine's loopback or "this host" (0/8) range. */
const isLocalIpv4 = (name: string) => /^(127|0)\.\d+\.\d+\.\d+$/.test(name);

/** An IPv6 literal (`[...]`, compressed by URL parsing) that is loopback, unspecified, or holds a local IPv4. */
function isLocalIpv6(name: string): boolean {
  if (name === '[::1]' || name === '[::]') return true;
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible) end in two groups holding the IPv4 address.
  const embedded = /^\[::(?:ffff:)?([0-9a-f]{1,4}):[0-9a-f]{1,4}\]$/.exec(name);
  if (!embedded?.[1]) return false;
  const firstOctet = Number.parseInt(embedded[1], 16) >> 8;
  return firstOctet === 127 || firstOctet === 0;
}

/** A bare name (no port) in its one spelling, or null when it is no host at all. */
const bareName = (raw: string) => {
  const host = canonicalHost(raw);
  return host === null ? null : hostName(host).replace(/\.+$/, '');
};

export type StudioHostsConfig = {
  /** PUBLIC_URL: the studio's public origin. */
  publicUrl?: string;
  /** STUDIO_HOSTS: more names the studio answers on; `*.example.com` covers it and every subdomain. */
  studioHosts?: readonly string[];
  /** HOST: the address the server listens on, when it names one. */
  listenHost?: string;
  /** This machine's own names and addresses (os.hostname, network interfaces); tests leave them out. */
  machine?: boolean;
};

/** This machine's name and interface addresses: the studio answers on each of them. */
function machineNames(): string[] {
  const addresses = Object.values(networkInterfaces())
    .flat()
    .map((entry) => (entry?.family === 'IPv6' ? `[${entry.address.replace(/%.*$/, '')}]` : entry?.address));
  return [hostname(), ...addresses].filter((name): name is string => Boolean(name));
}

/**
 * Every spelling of the studio's own hosts: `localhost` and `*.localhost`, loopback and unspecified
 * addresses in any notation (127.0.0.1, 2130706433, 0x7f.1, 0.0.0.0, [::1], [::ffff:127.0.0.1]), the
 * test domain's apex (apps take its subdomains), PUBLIC_URL's host, STUDIO_HOSTS, the listening address
 * and this machine's names. Compared on the bare name (whatever the port), after canonicalHost (case,
 * trailing dot, IDNA, IPv4 notations).
 */
export function createStudioHosts(config: StudioHostsConfig): StudioHosts {
  const exact = new Set<string>([APP_TEST_DOMAIN]);
  const suffixes = ['.localhost'];
  const configured = [...(config.studioHosts ?? [])];
  if (config.publicUrl) {
    try {
      configured.push(new URL(config.publicUrl).host);
    } catch {
      // loadConfig's caller sees a bad PUBLIC_URL elsewhere; it names no host here.
    }
  }
  if (config.listenHost) configured.push(config.listenHost);
  if (config.machine) configured.push(...machineNames());
  for (const entry of configured) {
    const wildcard = entry.trim().startsWith('*.');
    const name = bareName(wildcard ? entry.trim().slice(2) : entry);
    if (!name) continue;
    exact.add(name);
    if (wildcard) suffixes.push(`.${name}`);
  }
  return {
    has(raw) {
      const name = raw ? bareName(raw) : null;
      if (!name) return false;
      if (name === 'localhost' || isLocalIpv4(name) || isLocalIpv6(name) || exact.has(name)) return true;
      return suffixes.some((suffix) => name.endsWith(suffix));
    },
  };
}
