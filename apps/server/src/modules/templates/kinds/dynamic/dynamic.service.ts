import { randomUUID } from 'node:crypto';
import {
  type DynamicTemplateContent,
  dynamicTemplateContent,
  TEMPLATE_ERRORS,
  TEMPLATE_LIMITS,
} from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../../../core/outcome';
import { type ScalarValue, scalarToJson } from '../../../../core/scalar-value';
import type { Session } from '../../../../core/session';
import { type OutputBudget, templateOutputBudget } from '../../../../platform/render/output-budget';
import { readContent } from '../../kind-content';
import { liquidCacheKey, parseJsonArgument, type RenderInput, type TemplatesService } from '../../templates.service';

export const DYNAMIC_TYPE = 'dynamic';
export type DynamicValue = { valueId: string; valueJsonString: string };
export type DynamicContent = { dynamicValues: DynamicValue[] };
export type DynamicValueInput = { value?: ScalarValue | null; valueJsonString?: string | null };

export const valuesOf = (content: DynamicTemplateContent): DynamicValue[] => content.dynamicValues ?? [];

/** The value as JSON text: valueJsonString when given (it must be JSON), else the scalar value. */
function jsonOf(input: DynamicValueInput): Outcome<string> {
  if (input.valueJsonString !== undefined && input.valueJsonString !== null) {
    const parsed = parseJsonArgument('valueJsonString', input.valueJsonString, null);
    return parsed.ok ? ok(input.valueJsonString) : parsed;
  }
  const json = JSON.stringify(scalarToJson(input.value) ?? null);
  return json.length > TEMPLATE_LIMITS.json ? fail(TEMPLATE_ERRORS.tooLong('value', TEMPLATE_LIMITS.json)) : ok(json);
}

/** Adding, changing and removing a dynamic template's values, each under the template's lock. */
export function dynamicValues(templates: TemplatesService, session: Session) {
  const change = (templateId: string, edit: (values: DynamicValue[]) => Outcome<DynamicValue[]>) =>
    templates.update<DynamicContent>(session, templateId, DYNAMIC_TYPE, {}, (content) => {
      const edited = edit(content.dynamicValues ?? []);
      return edited.ok ? ok({ ...content, dynamicValues: edited.value }) : edited;
    });

  return {
    add: (templateId: string, input: DynamicValueInput) =>
      change(templateId, (values) => {
        if (values.length >= TEMPLATE_LIMITS.dynamicValues) return fail(TEMPLATE_ERRORS.tooManyValues);
        const json = jsonOf(input);
        return json.ok ? ok([...values, { valueId: randomUUID(), valueJsonString: json.value }]) : json;
      }),
    update: (templateId: string, valueId: string, input: DynamicValueInput) =>
      change(templateId, (values) => {
        if (!values.some((value) => value.valueId === valueId)) return fail(TEMPLATE_ERRORS.valueNotFound(valueId));
        const json = jsonOf(input);
        if (!json.ok) return json;
        return ok(
          values.map((value) => (value.valueId === valueId ? { valueId, valueJsonString: json.value } : value)),
        );
      }),
    remove: (templateId: string, valueId: string) =>
      change(templateId, (values) =>
        values.some((value) => value.valueId === valueId)
          ? ok(values.filter((value) => value.valueId !== valueId))
          : fail(TEMPLATE_ERRORS.valueNotFound(valueId)),
      ),
  };
}

/**
 * Renders every value's JSON text as Liquid; answers a JSON array of the rendered values. The values
 * together are held to the template's output budget (part of the request's, when given).
 */
export async function renderDynamicTemplate(
  templates: TemplatesService,
  session: Session,
  templateId: string,
  input: RenderInput | null | undefined,
  /** The request's output budget. */
  requestBudget?: OutputBudget,
  /** Receives what rendered but may not be what the author meant (an unknown filter). */
  warnings?: string[],
): Promise<Outcome<string>> {
  const template = await templates.findOfType(session.tenantId, templateId, DYNAMIC_TYPE);
  if (!template.ok) return template;
  const content = readContent(dynamicTemplateContent, template.value);
  if (!content.ok) return content;
  const budget = templateOutputBudget(requestBudget);
  const rendered: unknown[] = [];
  for (const value of valuesOf(content.value)) {
    const cacheKey = liquidCacheKey(template.value, value.valueId);
    const source = value.valueJsonString;
    const text = await templates.renderLiquid({ source, cacheKey, input, tenant: session.tenantId, budget, warnings });
    if (!text.ok) return text;
    const parsed = parseJsonArgument('valueJsonString', text.value, null);
    rendered.push(parsed.ok ? parsed.value : text.value);
  }
  return ok(JSON.stringify(rendered));
}
