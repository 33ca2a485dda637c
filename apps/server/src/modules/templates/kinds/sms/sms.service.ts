import { type SmsTemplateContent, smsTemplateContent, TEMPLATE_ERRORS, TEMPLATE_LIMITS } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../../../core/outcome';
import type { Session } from '../../../../core/session';
import type { OutputBudget } from '../../../../platform/render/output-budget';
import { readContent } from '../../kind-content';
import { liquidCacheKey, type RenderInput, type TemplatesService } from '../../templates.service';

export type SmsContent = { bodyLiquid: string };
export const SMS_TYPE = 'sms';

export const bodyOf = (content: SmsTemplateContent) => content.bodyLiquid ?? '';

/** The body as the kind stores it; too long a body is refused. */
export function smsContent(bodyLiquid: string | null | undefined): Outcome<Partial<SmsContent>> {
  if (bodyLiquid === undefined || bodyLiquid === null) return ok({});
  if (bodyLiquid.length > TEMPLATE_LIMITS.body)
    return fail(TEMPLATE_ERRORS.tooLong('bodyLiquid', TEMPLATE_LIMITS.body));
  return ok({ bodyLiquid });
}

/** Renders a stored SMS template's body; its parsed Liquid is cached per template version. */
export async function renderSmsTemplate(
  templates: TemplatesService,
  session: Session,
  templateId: string,
  input: RenderInput | null | undefined,
  /** The request's output budget. */
  budget?: OutputBudget,
): Promise<Outcome<{ body: string }>> {
  const template = await templates.findOfType(session.tenantId, templateId, SMS_TYPE);
  if (!template.ok) return template;
  const content = readContent(smsTemplateContent, template.value);
  if (!content.ok) return content;
  const body = await templates.renderLiquid({
    source: bodyOf(content.value),
    cacheKey: liquidCacheKey(template.value, 'bodyLiquid'),
    input,
    tenant: session.tenantId,
    budget,
  });
  return body.ok ? ok({ body: body.value }) : body;
}
