import { MESSAGES, type THostConfig } from '@carrier/contracts';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';

/** Public: the studio asks at start-up which tenant and client its host belongs to. */
export function registerHostConfigRoute(app: FastifyInstance, services: Services) {
  app.get<{ Querystring: { host?: string } }>('/api/v1/host-config', async (request, reply) => {
    const found = await services.tenants.resolveHost(request.query.host);
    if (!found) return reply.status(404).send({ error: MESSAGES.applicationDoesNotExist });
    const answer: THostConfig = { ...found, graphqlPath: '/graphql', filesPath: '/api/v1/files' };
    return answer;
  });
}
