import type { Outcome } from '../../core/outcome';
import type { Session } from '../../core/session';
import type { Services } from '../../services';
import type { DbExecutor } from '../l10n/l10n.repository';
import type { RenderInput } from './templates.service';
import type { templates } from './templates.tables';

export type TemplateRow = typeof templates.$inferSelect;
export type TemplateContent = Record<string, unknown>;

/**
 * A kind that renders to PDF offers it here, so other kinds can use its documents without knowing it
 * (an email attaches any template that has `renderPdf`, as `<template name>.pdf`).
 */
type PdfRendering = (
  services: Services,
  session: Session,
  template: TemplateRow,
  input: RenderInput | null | undefined,
) => Promise<Outcome<Uint8Array>>;

/**
 * One template kind, as a unit: its type value, the studio view that edits it, its GraphQL object
 * type (registered by `registerSchema`) and what a delete of one of its templates also removes.
 * The shared list, service, preview data and debug console know nothing of any particular kind.
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
  /** Registers the kind's object type, create/update mutations, renders and other operations. */
  registerSchema(): void;
  /** Runs inside the delete transaction, before the template row goes. */
  onDelete?(tx: DbExecutor, template: TemplateRow): Promise<void>;
  /** Present on kinds whose templates render to a PDF (HTML to PDF, PDF drawing). */
  renderPdf?: PdfRendering;
};
