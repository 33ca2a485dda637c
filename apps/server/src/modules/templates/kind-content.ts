import { readTemplateContent, TEMPLATE_ERRORS, type TemplateContentDefinition } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../core/outcome';
import type { TemplateRow } from './template-kind';

/** A template's content in its kind's current shape; content the kind cannot read is a problem naming the field. */
export function readContent<T>(
  definition: TemplateContentDefinition<T>,
  template: Pick<TemplateRow, 'content'>,
): Outcome<T> {
  const read = readTemplateContent(definition, template.content);
  return read.ok ? ok(read.value) : fail(TEMPLATE_ERRORS.invalidContent(read.field, read.message));
}
