import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { createGraphQLHandler } from '../graphql/yoga';
import { registerFileRoutes } from '../modules/files/files.routes';
import { registerHostConfigRoute } from '../modules/tenants/host-config.route';
import type { Services } from '../services';
import { sendError } from './errors';

export const JSON_BODY_LIMIT = 1024 * 1024;

/** A path the studio's router handles (not the API, not a missing asset such as /assets/x.js). */
export function isStudioRoute(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return !path.startsWith('/api/') && !path.startsWith('/graphql') && !/\.[a-z0-9]+$/i.test(path);
}

export function requestOrigin(request: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  const host = request.headers['x-forwarded-host'] ?? request.headers.host ?? 'localhost';
  const protocol = request.headers['x-forwarded-proto'] ?? request.protocol;
  return `${protocol}://${host}`;
}

/** The one HTTP server: GraphQL, the public host lookup, later the file service, and the built studio. */
export async function createHttpApp(options: {
  services: Services;
  log: Logger;
  studioDistDir?: string;
  publicUrl?: string;
}): Promise<FastifyInstance> {
  const { services, log } = options;
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: true,
  });
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));

  const yoga = createGraphQLHandler(services, log);
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(request, reply, {
        requestId: request.id,
        log: request.log as Logger,
        origin: requestOrigin(request, options.publicUrl),
      });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.header('x-request-id', request.id);
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });

  registerHostConfigRoute(app, services);
  registerFileRoutes(app, services);
  app.get('/healthz', async () => ({ status: 'ok' }));

  if (options.studioDistDir && existsSync(join(options.studioDistDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: options.studioDistDir, index: 'index.html' });
    // History-mode routing: every unknown GET that is not an API path gets the studio's index.html.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && isStudioRoute(request.url)) {
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.status(404).send({ error: 'Not found' });
    });
  }
  return app;
}
