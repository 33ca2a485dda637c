import { BUNDLE_LIMITS, MESSAGES } from '@carrier/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Problem } from '../../core/outcome';
import { hasRole } from '../../core/roles';
import type { Session } from '../../core/session';
import type { Services } from '../../services';
import type { PromotionItem } from './bundle-read';

const BUNDLES_PATH = '/api/v1/bundles';
const ZIP_TYPES = ['application/zip', 'application/octet-stream'];

function httpError(statusCode: number, code: string, message: string) {
  return Object.assign(new Error(message), { statusCode, code });
}

/** A signed-in staff editor of the tenant the token names; anything else is refused. */
async function editorOf(request: FastifyRequest, services: Services): Promise<Session> {
  const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const session = bearer ? await services.auth.resolveSession(bearer) : null;
  if (!session || session.scope === 'guest') throw httpError(401, 'authorization', 'invalid or expired token');
  if (!hasRole(session.roles, 'editor')) throw httpError(403, 'FORBIDDEN', MESSAGES.notAuthorized);
  return session;
}

const refused = (problem: Problem) => httpError(400, problem.code, problem.message);

function itemsOf(body: unknown): PromotionItem[] {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw httpError(400, 'BAD_REQUEST', 'The request body must be { "items": [...] }.');
  return items.map((item) => {
    const { productId, templateId, appId } = (item ?? {}) as Record<string, unknown>;
    const id = productId as { plan?: unknown; type?: unknown; version?: unknown } | null | undefined;
    return {
      productId:
        id && typeof id.plan === 'string' && typeof id.type === 'string'
          ? { plan: id.plan, type: id.type, version: typeof id.version === 'string' ? id.version : null }
          : null,
      templateId: typeof templateId === 'string' ? templateId : null,
      appId: typeof appId === 'string' ? appId : null,
    };
  });
}

async function exportBundle(services: Services, request: FastifyRequest, reply: FastifyReply) {
  const session = await editorOf(request, services);
  const zip = await services.promotion.exportBundle(session, itemsOf(request.body));
  if (!zip.ok) throw refused(zip.problem);
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="bundle-${session.tenantId}.zip"`)
    .send(Buffer.from(zip.value));
}

async function importBundle(
  services: Services,
  request: FastifyRequest<{ Querystring: { dryRun?: string } }>,
  reply: FastifyReply,
) {
  const session = await editorOf(request, services);
  if (!Buffer.isBuffer(request.body)) throw httpError(415, 'BAD_REQUEST', 'Send the bundle as application/zip.');
  const dryRun = request.query.dryRun === 'true';
  const plan = await services.promotion.importBundle(session, new Uint8Array(request.body), dryRun);
  if (!plan.ok) throw refused(plan.problem);
  return reply.send({ dryRun, entries: plan.value.entries, errors: plan.value.errors });
}

/**
 * Bundle files: POST /api/v1/bundles/export ({ items }) answers the zip of the selection and what it
 * needs; POST /api/v1/bundles/import (a zip body, `?dryRun=true` for the plan only) applies it to the
 * signed-in user's tenant, all or nothing. Editors only; a refused bundle answers 400 naming what is wrong.
 */
export function registerBundleRoutes(app: FastifyInstance, services: Services) {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      ZIP_TYPES,
      { parseAs: 'buffer', bodyLimit: BUNDLE_LIMITS.zipBytes },
      (_request, body, done) => done(null, body),
    );
    scope.post(`${BUNDLES_PATH}/export`, (request, reply) => exportBundle(services, request, reply));
    scope.post<{ Querystring: { dryRun?: string } }>(`${BUNDLES_PATH}/import`, (request, reply) =>
      importBundle(services, request, reply),
    );
  });
}
