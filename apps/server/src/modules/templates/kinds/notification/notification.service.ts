import { notificationTextKey, ZLocale } from '@carrier/contracts';
import { fail, type Outcome } from '../../../../core/outcome';
import type { Session } from '../../../../core/session';
import type { OutputBudget } from '../../../../platform/render/output-budget';
import type { L10nService } from '../../../l10n/l10n.service';
import type { RenderInput, TemplatesService } from '../../templates.service';

export const NOTIFICATION_TYPE = 'notification';

/** The template's HTML in exactly this locale ('' when none is stored). */
export async function localizedHtml(l10n: L10nService, tenantId: string, templateId: string, locale: string) {
  const key = notificationTextKey(templateId);
  const [text] = await l10n.read(tenantId, [key], locale);
  return text?.value ?? '';
}

/** Renders the HTML of one locale with the input content. */
export async function renderNotificationTemplate(
  services: { templates: TemplatesService; l10n: L10nService },
  session: Session,
  templateId: string,
  locale: string,
  input: RenderInput | null | undefined,
  /** The request's output budget. */
  budget?: OutputBudget,
  /** Receives what rendered but may not be what the author meant (an unknown filter). */
  warnings?: string[],
): Promise<Outcome<string>> {
  if (!ZLocale.safeParse(locale).success) return fail({ code: 'invalid_locale', message: `Unknown locale ${locale}.` });
  const template = await services.templates.findOfType(session.tenantId, templateId, NOTIFICATION_TYPE);
  if (!template.ok) return template;
  const html = await localizedHtml(services.l10n, session.tenantId, templateId, locale);
  return services.templates.renderLiquid({ source: html, input, tenant: session.tenantId, budget, warnings });
}
