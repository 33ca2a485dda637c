import { FUNCTION_INPUT_PREFIX, FUNCTION_OUTPUT_PREFIX, functionFieldName } from '@carrier/contracts';

/** Spec 001 §4: in the workbook and the template (normal), only in the workbook, or only in the template. */
type FieldState = 'normal' | 'notAdded' | 'notExisting';
export type WorkbookNameInfo = {
  name: string;
  kind?: string | null;
  label?: string | null;
  dataType?: string | null;
  columns?: ReadonlyArray<{ label?: string | null } | null> | null;
};
export type TemplateField = { id: string; var: string; liquid?: string | null };
export type FieldRow = {
  var: string;
  name: string;
  state: FieldState;
  /** The template's field, when added. */
  field: TemplateField | null;
  /** The workbook's name, when it exists there. */
  workbook: WorkbookNameInfo | null;
};

/**
 * The rows of the inputs (or outputs) list: the workbook's names with the prefix, in workbook order,
 * then the template's fields the workbook lacks. Names compare without case. With no workbook read
 * (`names` null), every field is shown as normal.
 */
export function compareFields(
  kind: 'input' | 'output',
  names: readonly WorkbookNameInfo[] | null,
  fields: readonly TemplateField[],
): FieldRow[] {
  const prefix = kind === 'input' ? FUNCTION_INPUT_PREFIX : FUNCTION_OUTPUT_PREFIX;
  const key = (variable: string) => variable.toLowerCase();
  if (names === null)
    return fields.map((field) => ({
      var: field.var,
      name: functionFieldName(field.var),
      state: 'normal',
      field,
      workbook: null,
    }));
  const byVar = new Map(fields.map((field) => [key(field.var), field]));
  const rows: FieldRow[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (!key(name.name).startsWith(prefix) || seen.has(key(name.name))) continue;
    seen.add(key(name.name));
    const field = byVar.get(key(name.name)) ?? null;
    rows.push({
      var: field?.var ?? name.name,
      name: functionFieldName(name.name),
      state: field ? 'normal' : 'notAdded',
      field,
      workbook: name,
    });
  }
  for (const field of fields)
    if (!seen.has(key(field.var)))
      rows.push({ var: field.var, name: functionFieldName(field.var), state: 'notExisting', field, workbook: null });
  return rows;
}

/** Whether a picked file can be the workbook (xlsx only). */
export { isWorkbookKey } from '@carrier/contracts';
