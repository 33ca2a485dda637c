import { MESSAGES, type THostConfig, ZHostName } from '@carrier/contracts';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';

/** Public: the studio asks at start-up which tenant and client its host belongs to. */
export function registerHostConfigRoute(app: FastifyInstance, services: Services) {
  app.get<{ Querystring: { host?: string } }>('/api/v1/host-config', async (request, reply) => {
    const host = ZHostName.safeParse(request.query.host ?? '');
    // 'localhost:4000' is found as itself, else as 'localhost'.
    const found = host.success
      ? ((await services.tenants.findHost(host.data)) ??
        (await services.tenants.findHost(host.data.replace(/:\d+$/, ''))))
      : null;
    if (!found) return reply.status(404).send({ error: MESSAGES.applicationDoesNotExist });
    const answer: THostConfig = { ...found, graphqlPath: '/graphql', filesPath: '/api/v1/files' };
    return answer;
  });
}
