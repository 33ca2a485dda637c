import { LIFECYCLE_ERRORS, PREVIEW_QUERY, PUBLISH_ERRORS } from '@carrier/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services';

/** The host a request is for: the hostOverride query parameter (as at start-up), else the Host header. */
function requestedHost(request: FastifyRequest): string {
  const query = request.query as { hostOverride?: unknown; host?: unknown } | undefined;
  const override = typeof query?.hostOverride === 'string' ? query.hostOverride : undefined;
  const asked = typeof query?.host === 'string' ? query.host : undefined;
  return (asked || override || request.host).trim().toLowerCase();
}

/**
 * The live (latest published) version at a host, with the host's tenant and client. The studio's own
 * hosts never serve an app, whatever a row claims (tenants/studio-hosts.ts).
 */
async function liveAtHost(services: Services, host: string) {
  if (services.studioHosts.has(host)) return null;
  const found = await services.tenants.resolveHost(host);
  // A custom domain serves its app once its DNS TXT record is found (app-domains).
  if (!found?.appId || !(await services.appDomains.serves(found.host))) return null;
  const version = await services.publish.live(found.tenantId, found.appId);
  return version ? { host: found, version } : null;
}

/** The preview token a request carries (`?preview=`), if any. */
function previewToken(request: FastifyRequest): string | null {
  const token = (request.query as Record<string, unknown> | undefined)?.[PREVIEW_QUERY];
  return typeof token === 'string' ? token : null;
}

type PageTarget =
  | { kind: 'app'; themeJsonString: string | null; preview: boolean }
  | { kind: 'offline'; page: 'notPublished' | 'previewExpired' };

/**
 * Which page a request for HTML gets: the published app (live at the host, or a preview link's draft,
 * with the theme its CSP allows), an offline page (the host's app is not live, or the preview link is
 * unknown or expired), or null: the studio.
 */
export async function publishedPageAt(services: Services, request: FastifyRequest): Promise<PageTarget | null> {
  const token = previewToken(request);
  if (token !== null) {
    const preview = await services.publish.preview(token);
    return preview
      ? { kind: 'app', themeJsonString: preview.snapshot.themeJsonString, preview: true }
      : { kind: 'offline', page: 'previewExpired' };
  }
  const host = requestedHost(request);
  const live = await liveAtHost(services, host);
  if (live) return { kind: 'app', themeJsonString: live.version.snapshot.themeJsonString, preview: false };
  if (services.studioHosts.has(host)) return null;
  return (await services.tenants.resolveHost(host))?.appId ? { kind: 'offline', page: 'notPublished' } : null;
}

/**
 * Public: a published app asks for its snapshot by its host, then for a guest token of its live
 * version (made by the server: no password is checked and no session is stored per visit).
 */
export function registerPublishRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/v1/published-app', async (request, reply) => {
    const live = await liveAtHost(services, requestedHost(request));
    if (!live) return reply.status(404).send({ error: PUBLISH_ERRORS.notPublished.message });
    reply.header('cache-control', 'no-store');
    return live.version.snapshot;
  });

  // A preview link's draft: only with its unguessable, expiring token; never cached, never indexed.
  app.get('/api/v1/published-app/preview', async (request, reply) => {
    const preview = await services.publish.preview(previewToken(request) ?? '');
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    if (!preview) return reply.status(404).send({ error: LIFECYCLE_ERRORS.previewExpired.message });
    return preview.snapshot;
  });

  app.post('/api/v1/published-app/guest-session', async (request, reply) => {
    const live = await liveAtHost(services, requestedHost(request));
    if (!live) return reply.status(404).send({ error: PUBLISH_ERRORS.notPublished.message });
    const { appId, snapshot } = live.version;
    const guest = snapshot.hasGuest ? await services.publish.guestIdentity(live.host.tenantId, appId) : null;
    if (!guest) return reply.status(404).send({ error: PUBLISH_ERRORS.noGuest.message });
    const answer = await services.auth.guestToken({
      tenantId: live.host.tenantId,
      clientId: live.host.clientId,
      guestApp: { appId: live.version.appId, version: live.version.version, guestId: guest.id },
      clientAddress: request.ip,
    });
    reply.header('cache-control', 'no-store');
    if (!answer.accessToken) return reply.status(429).send({ error: answer.errorDescription ?? answer.error });
    return { accessToken: answer.accessToken, expiresIn: answer.expiresIn };
  });
}
