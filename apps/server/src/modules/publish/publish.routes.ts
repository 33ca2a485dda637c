import { PUBLISH_ERRORS } from '@carrier/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services';

/** The host a request is for: the hostOverride query parameter (as at start-up), else the Host header. */
export function requestedHost(request: FastifyRequest): string {
  const query = request.query as { hostOverride?: unknown; host?: unknown } | undefined;
  const override = typeof query?.hostOverride === 'string' ? query.hostOverride : undefined;
  const asked = typeof query?.host === 'string' ? query.host : undefined;
  return (asked || override || request.host).trim().toLowerCase();
}

/** The live (latest published) version at a host, with the host's tenant and client. */
export async function liveAtHost(services: Services, host: string) {
  const found = await services.tenants.resolveHost(host);
  if (!found?.appId) return null;
  const version = await services.publish.live(found.tenantId, found.appId);
  return version ? { host: found, version } : null;
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

  app.post('/api/v1/published-app/guest-session', async (request, reply) => {
    const live = await liveAtHost(services, requestedHost(request));
    if (!live) return reply.status(404).send({ error: PUBLISH_ERRORS.notPublished.message });
    if (!live.version.guest) return reply.status(404).send({ error: PUBLISH_ERRORS.noGuest.message });
    const answer = await services.auth.guestToken({
      tenantId: live.host.tenantId,
      clientId: live.host.clientId,
      guestApp: { appId: live.version.appId, version: live.version.version },
      clientAddress: request.ip,
    });
    reply.header('cache-control', 'no-store');
    if (!answer.accessToken) return reply.status(429).send({ error: answer.errorDescription ?? answer.error });
    return { accessToken: answer.accessToken, expiresIn: answer.expiresIn };
  });
}
