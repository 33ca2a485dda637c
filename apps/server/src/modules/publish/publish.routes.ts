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
 * Public: a published app asks for its snapshot by its host, then signs in as the app's guest (the
 * credentials stay on the server; the answer is an access token only).
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
    const guest = live.version.guest;
    if (!guest) return reply.status(404).send({ error: PUBLISH_ERRORS.noGuest.message });
    const answer = await services.auth.signIn({
      tenantId: live.host.tenantId,
      clientId: live.host.clientId,
      username: guest.username,
      password: guest.password,
      clientAddress: request.ip,
      scope: 'guest',
    });
    if (!answer.accessToken) return reply.status(401).send({ error: answer.errorDescription ?? answer.error });
    return { accessToken: answer.accessToken, expiresIn: answer.expiresIn };
  });
}
