import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pickLocale } from '@carrier/contracts';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Logger } from 'pino';
import type { RequestOrigin, Session } from '../core/session';
import { createResponseCache, type GraphQLRequestBody } from '../graphql/response-cache';
import { buildSchema } from '../graphql/schema';
import { createGraphQLHandler } from '../graphql/yoga';
import { registerFileRoutes } from '../modules/files/files.routes';
import { registerBundleRoutes } from '../modules/promotion/bundles.routes';
import { publishedPageAt, registerPublishRoutes } from '../modules/publish/publish.routes';
import { sendOfflinePage } from '../modules/publish/publish-pages';
import { registerHostConfigRoute } from '../modules/tenants/host-config.route';
import type { Services } from '../services';
import { sendError } from './errors';
import { createGuestGate } from './guest-gate';
import {
  publishedAppContentSecurityPolicy,
  STUDIO_CONTENT_SECURITY_POLICY,
  studioContentSecurityPolicy,
} from './published-csp';
import { staticCacheControl } from './static-cache';

const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * A path the studio's router handles: not the API, not a missing asset (under /assets/, or a file at the
 * root such as /favicon.ico). A deeper path is a route whatever its ids hold, e.g. a product version "1.0".
 */
export function isStudioRoute(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (path.startsWith('/api/') || path.startsWith('/graphql') || path.startsWith('/assets/')) return false;
  return !/^\/[^/]*\.[a-z0-9]+$/i.test(path);
}

/** Forwarded headers count only when TRUST_PROXY names the proxy (Fastify's trustProxy). */
function requestOrigin(request: FastifyRequest): RequestOrigin {
  return { clientAddress: request.ip, host: request.host, protocol: request.protocol };
}

export { STUDIO_CONTENT_SECURITY_POLICY };

function setSecurityHeaders(reply: FastifyReply, studioPolicy: string) {
  if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
  const type = String(reply.getHeader('content-type') ?? '');
  if (type.startsWith('text/html')) {
    // A published app's page comes with its own policy (sendHtml); everything else gets the studio's.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', studioPolicy);
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
  }
}

/** The session behind `Authorization: Bearer`, resolved before yoga so validation already knows the caller. */
async function sessionOf(services: Services, authorization: string | undefined): Promise<Session | null> {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ? services.auth.resolveSession(bearer) : null;
}

/** The one HTTP server: GraphQL, the public host lookup, later the file service, and the built studio. */
export async function createHttpApp(options: {
  services: Services;
  log: Logger;
  studioDistDir?: string;
  trustProxy?: boolean | string;
  /** Published apps' visitor requests worked on at once (http/guest-gate.ts). */
  guestConcurrency: number;
}): Promise<FastifyInstance> {
  const { services, log } = options;
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
  });
  const studioPolicy = studioContentSecurityPolicy(services.storage.directUploads?.origin);
  app.addHook('onSend', async (_request, reply, payload) => {
    setSecurityHeaders(reply, studioPolicy);
    return payload;
  });
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));
  const guests = createGuestGate(options.guestConcurrency);
  // A published app's snapshot and guest token are visitors' requests too.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/v1/published-app')) await guests.enter(reply);
  });

  const yoga = createGraphQLHandler(services, log);
  const responses = createResponseCache({ schema: buildSchema(), generations: services.generations });
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request, reply) => {
      const session = await sessionOf(services, request.headers.authorization);
      if (session?.scope === 'guest') await guests.enter(reply);
      else if (session) guests.staffWorking(reply);
      const cacheKey =
        session && request.method === 'POST' && typeof request.body === 'object' && request.body !== null
          ? await responses.keyOf(
              {
                tenantId: session.tenantId,
                userId: session.userId,
                roles: session.roles,
                guestOf: session.guestApp && `${session.guestApp.appId}@${session.guestApp.version}`,
                locale: pickLocale(request.headers['accept-language']),
                accept: request.headers.accept ?? '',
              },
              request.body as GraphQLRequestBody,
            )
          : null;
      reply.header('x-request-id', request.id);
      const cached = cacheKey ? responses.find(cacheKey) : undefined;
      if (cached) {
        reply.header('content-type', cached.contentType).header('x-response-cache', 'hit');
        return reply.status(200).send(cached.body);
      }
      const response = await yoga.handleNodeRequestAndResponse(request, reply, {
        requestId: request.id,
        log: request.log as Logger,
        origin: requestOrigin(request),
        session,
      });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      if (!cacheKey || response.status !== 200) return reply.send(response.body);
      const body = await response.text();
      responses.remember(cacheKey, { body, contentType: response.headers.get('content-type') ?? 'application/json' });
      return reply.header('x-response-cache', 'miss').send(body);
    },
  });

  registerHostConfigRoute(app, services);
  registerFileRoutes(app, services);
  registerBundleRoutes(app, services);
  registerPublishRoutes(app, services);
  // Liveness: the process answers. Readiness: it can serve, its database and storage answering.
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const { ready, database, storage } = await services.health.readiness();
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', database, storage });
  });

  if (options.studioDistDir && existsSync(join(options.studioDistDir, 'index.html'))) {
    const root = options.studioDistDir;
    await app.register(fastifyStatic, {
      root,
      index: false,
      cacheControl: false,
      setHeaders: (response, filePath) => response.setHeader('cache-control', staticCacheControl(root, filePath)),
    });
    // History-mode routing: every unknown GET that is not an API path gets the studio's index.html.
    // An app's host with a published version gets the published app instead (pages routed by path).
    const published = existsSync(join(options.studioDistDir, 'published.html'));
    const sendHtml = async (request: FastifyRequest, reply: FastifyReply) => {
      const target = published ? await publishedPageAt(services, request) : null;
      if (target?.kind === 'offline') return sendOfflinePage(request, reply, target.page);
      if (target) reply.header('content-security-policy', publishedAppContentSecurityPolicy(target.themeJsonString));
      if (target?.preview) reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
      return reply.type('text/html').sendFile(target ? 'published.html' : 'index.html');
    };
    app.get('/', sendHtml);
    app.setNotFoundHandler(async (request, reply) => {
      if (request.method === 'GET' && isStudioRoute(request.url)) return sendHtml(request, reply);
      return reply.status(404).send({ error: 'Not found' });
    });
  }
  return app;
}
