/**
 * The origin of links in mails. Never taken from what a request says about itself: PUBLIC_URL when
 * configured, else one of the tenant's registered hosts (the one the request reached, when it is
 * registered, so a studio on localhost:4000 gets a localhost:4000 link), else the server's own address.
 * A local host registered without a port (`localhost`) gets the server's port, as nothing stands between
 * it and the browser; another bare name is taken as served on the default port (behind a proxy).
 */
export function resetLinkBase(input: {
  publicUrl: string | undefined;
  registeredHosts: string[];
  request: { host: string | undefined; protocol: string };
  fallbackOrigin: string;
}): string {
  if (input.publicUrl) return input.publicUrl.replace(/\/+$/, '');
  const requested = input.request.host?.toLowerCase() ?? '';
  const registered = input.registeredHosts.map((host) => host.toLowerCase());
  // The request's host counts only as one of the tenant's own ('localhost:4000' as 'localhost').
  const reached = registered.includes(requested) || registered.includes(requested.replace(/:\d+$/, ''));
  const host = reached ? requested : withServerPort(registered[0], input.fallbackOrigin);
  if (!host) return input.fallbackOrigin;
  const protocol = input.request.protocol === 'https' ? 'https' : isLocal(host) ? 'http' : 'https';
  return `${protocol}://${host}`;
}

/** A local registered host without a port, with the port of the server's own address. */
function withServerPort(host: string | undefined, serverOrigin: string): string | undefined {
  const port = new URL(serverOrigin).port;
  return host && port && !/:\d+$/.test(host) && isLocal(host) ? `${host}:${port}` : host;
}

function isLocal(host: string): boolean {
  const name = host.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '127.0.0.1' || name === '::1' || name.endsWith('.localhost');
}
