import type { TemplateContentDefinition } from '@carrier/contracts';
import type { Outcome } from '../../core/outcome';
import type { Session } from '../../core/session';
import type { createChromiumRenderer } from '../../platform/render/chromium/chromium-renderer';
import type { createPdfEncrypter } from '../../platform/render/pdf/pdf-encrypter';
import type { PdfStamper } from '../../platform/render/pdf/stamp-renderer';
import type { FilesService } from '../files/files.service';
import type { DbExecutor } from '../l10n/l10n.repository';
import type { StudioHosts } from '../tenants/studio-hosts';
import type { createTenantsService } from '../tenants/tenants.service';
import type { TemplateContent } from './template-snapshot';
import type { RenderInput, TemplatesService } from './templates.service';
import type { templates } from './templates.tables';

export type TemplateRow = typeof templates.$inferSelect;
export type { TemplateContent };

/** The services a kind's PDF rendering may use, named one by one (the wiring passes them). */
export type PdfRenderDeps = {
  templates: TemplatesService;
  files: FilesService;
  tenants: Pick<ReturnType<typeof createTenantsService>, 'settings'>;
  studioHosts: StudioHosts;
  chromium: ReturnType<typeof createChromiumRenderer>;
  pdfEncrypter: ReturnType<typeof createPdfEncrypter>;
  pdfStamper: PdfStamper;
};

/**
 * A kind that renders to PDF offers it here, so other kinds can use its documents without knowing it
 * (an email attaches any template that has `renderPdf`, as `<template name>.pdf`).
 */
type PdfRendering = (
  deps: PdfRenderDeps,
  session: Session,
  template: TemplateRow,
  input: RenderInput | null | undefined,
) => Promise<Outcome<Uint8Array>>;

/**
 * The service part of one template kind: its type value, the studio view that edits it, the name of
 * its GraphQL object type (registered by its `<kind>.schema.ts`, listed in graphql/schema.ts) and what
 * a delete of one of its templates also removes. The shared list, service, preview data and debug
 * console know nothing of any particular kind.
 */
export type TemplateKind = {
  type: string;
  /** Other type values that name this kind (filtering by one finds the kind). */
  aliases?: readonly string[];
  templateView: string;
  formattedTypeName: string;
  /** The kind's GraphQL object type, which implements templateInterface. */
  graphqlTypeName: string;
  /** The content a new template of this kind starts with. */
  initialContent(): TemplateContent;
  /** What its content holds (a zod schema shared with the studio's editor) and the migrations of older shapes. */
  content: TemplateContentDefinition<TemplateContent>;
  /** Runs inside the delete transaction, before the template row goes. */
  onDelete?(tx: DbExecutor, template: TemplateRow): Promise<void>;
  /** Present on kinds whose templates render to a PDF (HTML to PDF, PDF drawing). */
  renderPdf?: PdfRendering;
};
