import { randomUUID } from 'node:crypto';
import {
  DEFAULT_BUCKET,
  FUNCTION_ERRORS,
  FUNCTION_INPUT_PREFIX,
  FUNCTION_OUTPUT_PREFIX,
  type FunctionTemplateContent,
  functionFieldName,
  functionTemplateContent,
  isWorkbookKey,
  TEMPLATE_ERRORS,
  TEMPLATE_LIMITS,
  WORKBOOK_LIMITS,
} from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../../../core/outcome';
import type { Session } from '../../../../core/session';
import type { InputValue } from '../../../../platform/render/formula/formula-engine';
import type { FormulaRenderer, WorkbookSource } from '../../../../platform/render/formula/formula-renderer';
import type { FilesService } from '../../../files/files.service';
import { readContent } from '../../kind-content';
import { liquidCacheKey, parseJsonArgument, type RenderInput, type TemplatesService } from '../../templates.service';

export const FUNCTION_TYPE = 'function';
export type Engine = { id?: string | null; name?: string | null; runTime?: string | null; version?: string | null };
export type FunctionContent = FunctionTemplateContent;
export type FunctionInput = NonNullable<FunctionContent['inputs']>[number];
export type FunctionOutput = NonNullable<FunctionContent['outputs']>[number];
type Maybe<T> = T | null | undefined;
export type FunctionInputInput = {
  name?: Maybe<string>;
  var?: Maybe<string>;
  liquid?: Maybe<string>;
  type?: Maybe<string>;
};
export type FunctionOutputInput = { name?: Maybe<string>; var?: Maybe<string> };
export type RenderedOutput = { id: string; name: string; var: string; valueJsonString: string };
export type FunctionRender = { outputs: RenderedOutput[]; defaultsUsed: string[] };

/** What the function kind needs of the other services. */
export type FunctionDeps = { templates: TemplatesService; files: FilesService; formulas: FormulaRenderer };

export const EXCEL_ENGINE: Engine = { name: 'excel', runTime: 'excel' };
export const inputsOf = (content: FunctionContent) => content.inputs ?? [];
export const outputsOf = (content: FunctionContent) => content.outputs ?? [];

/** A var with its prefix, within the name limit; its name is the var minus the prefix (spec 001 §3). */
function checkVar(variable: Maybe<string>, prefix: string): Outcome<string> {
  const value = variable?.trim() ?? '';
  if (!value.toLowerCase().startsWith(prefix) || value.length === prefix.length)
    return fail(FUNCTION_ERRORS.invalidVar(prefix));
  if (value.length > TEMPLATE_LIMITS.name) return fail(TEMPLATE_ERRORS.tooLong('var', TEMPLATE_LIMITS.name));
  return ok(value);
}

function toInput(input: FunctionInputInput, id: string = randomUUID()): Outcome<FunctionInput> {
  const variable = checkVar(input.var, FUNCTION_INPUT_PREFIX);
  if (!variable.ok) return variable;
  const liquid = input.liquid ?? '';
  if (liquid.length > TEMPLATE_LIMITS.body) return fail(TEMPLATE_ERRORS.tooLong('liquid', TEMPLATE_LIMITS.body));
  return ok({ id, name: functionFieldName(variable.value), var: variable.value, liquid, type: input.type ?? null });
}

function toOutput(output: FunctionOutputInput, id: string = randomUUID()): Outcome<FunctionOutput> {
  const variable = checkVar(output.var, FUNCTION_OUTPUT_PREFIX);
  if (!variable.ok) return variable;
  return ok({ id, name: functionFieldName(variable.value), var: variable.value });
}

const sameVar = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The inputs and outputs a create takes, checked like the add operations. */
export function initialFields(
  inputs: Maybe<ReadonlyArray<Maybe<FunctionInputInput>>>,
  outputs: Maybe<ReadonlyArray<Maybe<FunctionOutputInput>>>,
): Outcome<Pick<FunctionContent, 'inputs' | 'outputs'>> {
  const content = { inputs: [] as FunctionInput[], outputs: [] as FunctionOutput[] };
  if ((inputs?.length ?? 0) + (outputs?.length ?? 0) > WORKBOOK_LIMITS.fields)
    return fail(FUNCTION_ERRORS.tooManyFields);
  for (const given of inputs ?? []) {
    const input = toInput(given ?? {});
    if (!input.ok) return input;
    if (content.inputs.some((other) => sameVar(other.var, input.value.var)))
      return fail(FUNCTION_ERRORS.duplicateVar(input.value.var));
    content.inputs.push(input.value);
  }
  for (const given of outputs ?? []) {
    const output = toOutput(given ?? {});
    if (!output.ok) return output;
    if (content.outputs.some((other) => sameVar(other.var, output.value.var)))
      return fail(FUNCTION_ERRORS.duplicateVar(output.value.var));
    content.outputs.push(output.value);
  }
  return ok(content);
}

/** A file key the kind takes: an xlsx file (or none). */
export const checkFileKey = (fileKey: Maybe<string>): Outcome<Maybe<string>> =>
  fileKey && !isWorkbookKey(fileKey) ? fail(FUNCTION_ERRORS.fileNotCompatible) : ok(fileKey);

/** Adding, changing and removing inputs and outputs, each under the template's lock. */
export function functionFields(templates: TemplatesService, session: Session) {
  const change = (
    templateId: string,
    edit: (content: Required<FunctionContent>) => Outcome<Partial<FunctionContent>>,
    adding = false,
  ) =>
    templates.update<FunctionContent>(session, templateId, FUNCTION_TYPE, {}, (content) => {
      const full = { fileKey: null, engine: null, inputs: [], outputs: [], ...content } as Required<FunctionContent>;
      if (adding && full.inputs.length + full.outputs.length >= WORKBOOK_LIMITS.fields)
        return fail(FUNCTION_ERRORS.tooManyFields);
      const edited = edit(full);
      return edited.ok ? ok({ ...content, ...edited.value }) : edited;
    });
  return {
    async addInput(templateId: string, given: FunctionInputInput): Promise<Outcome<string>> {
      const newId = randomUUID();
      const done = await change(
        templateId,
        (content) => {
          const input = toInput(given, newId);
          if (!input.ok) return input;
          if (content.inputs.some((other) => sameVar(other.var, input.value.var)))
            return fail(FUNCTION_ERRORS.duplicateVar(input.value.var));
          return ok({ inputs: [...content.inputs, input.value] });
        },
        true,
      );
      return done.ok ? ok(newId) : done;
    },
    updateInput: (templateId: string, inputId: string, given: FunctionInputInput) =>
      change(templateId, (content) => {
        if (!content.inputs.some((input) => input.id === inputId)) return fail(FUNCTION_ERRORS.inputNotFound(inputId));
        const input = toInput(given, inputId);
        if (!input.ok) return input;
        if (content.inputs.some((other) => other.id !== inputId && sameVar(other.var, input.value.var)))
          return fail(FUNCTION_ERRORS.duplicateVar(input.value.var));
        return ok({ inputs: content.inputs.map((other) => (other.id === inputId ? input.value : other)) });
      }),
    removeInput: (templateId: string, inputId: string) =>
      change(templateId, (content) =>
        content.inputs.some((input) => input.id === inputId)
          ? ok({ inputs: content.inputs.filter((input) => input.id !== inputId) })
          : fail(FUNCTION_ERRORS.inputNotFound(inputId)),
      ),
    async addOutput(templateId: string, given: FunctionOutputInput): Promise<Outcome<string>> {
      const newId = randomUUID();
      const done = await change(
        templateId,
        (content) => {
          const output = toOutput(given, newId);
          if (!output.ok) return output;
          if (content.outputs.some((other) => sameVar(other.var, output.value.var)))
            return fail(FUNCTION_ERRORS.duplicateVar(output.value.var));
          return ok({ outputs: [...content.outputs, output.value] });
        },
        true,
      );
      return done.ok ? ok(newId) : done;
    },
    removeOutput: (templateId: string, outputId: string) =>
      change(templateId, (content) =>
        content.outputs.some((output) => output.id === outputId)
          ? ok({ outputs: content.outputs.filter((output) => output.id !== outputId) })
          : fail(FUNCTION_ERRORS.outputNotFound(outputId)),
      ),
  };
}

async function readAll(stream: NodeJS.ReadableStream, limit: number): Promise<Outcome<Uint8Array>> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > limit) {
      (stream as { destroy?: () => void }).destroy?.();
      return fail(FUNCTION_ERRORS.fileTooLarge);
    }
    chunks.push(chunk);
  }
  return ok(new Uint8Array(Buffer.concat(chunks)));
}

/**
 * The workbook of a file key, as the formula renderer takes it. `scope` goes into the key with the
 * file's identity (its stored object, which a re-upload replaces): a template's id and version, or
 * the tenant alone for reading names.
 */
export async function workbookSource(
  files: FilesService,
  tenantId: string,
  fileKey: Maybe<string>,
  scope: string,
): Promise<Outcome<WorkbookSource>> {
  if (!fileKey) return fail(FUNCTION_ERRORS.noFile);
  if (!isWorkbookKey(fileKey)) return fail(FUNCTION_ERRORS.fileNotCompatible);
  const entry = await files.findFile(tenantId, DEFAULT_BUCKET, fileKey).catch(() => null);
  if (!entry?.objectId) return fail(FUNCTION_ERRORS.fileNotFound(fileKey));
  if (entry.size > WORKBOOK_LIMITS.fileBytes) return fail(FUNCTION_ERRORS.fileTooLarge);
  return ok({
    key: `${tenantId}:${scope}:${entry.objectId}:${entry.size}`,
    tenant: tenantId,
    load: async () => {
      const stream = await files.readFile(entry);
      return stream ? readAll(stream, WORKBOOK_LIMITS.fileBytes) : fail(FUNCTION_ERRORS.fileNotFound(fileKey));
    },
  });
}

/** The defined names of a workbook file (for the editor's comparison), read by the formula renderer. */
export async function workbookNames(deps: FunctionDeps, session: Session, fileKey: string) {
  const source = await workbookSource(deps.files, session.tenantId, fileKey, 'names');
  return source.ok ? deps.formulas.names(source.value) : source;
}

/** An input's rendered text as a value: JSON when it is JSON (numbers, booleans, arrays of rows), else the text. */
function inputValueOf(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    return text;
  }
}

/**
 * renderFunctionTemplate: each input's Liquid rendered with the data (variablesJsonString, as the
 * spec's callers send it, or contentJsonString) and written to its name; the outputs read back.
 * An input without Liquid, or whose Liquid renders empty, keeps the workbook's value (reported).
 */
export async function renderFunctionTemplate(
  deps: FunctionDeps,
  session: Session,
  templateId: string,
  input: RenderInput | null | undefined,
): Promise<Outcome<FunctionRender>> {
  const found = await deps.templates.findOfType(session.tenantId, templateId, FUNCTION_TYPE);
  if (!found.ok) return found;
  const template = found.value;
  const read = readContent(functionTemplateContent, template);
  if (!read.ok) return read;
  const content = read.value;
  const source = await workbookSource(
    deps.files,
    session.tenantId,
    content.fileKey,
    `${template.id}:${template.version}`,
  );
  if (!source.ok) return source;
  const dataJson = input?.variablesJsonString ?? input?.contentJsonString ?? null;
  const data = parseJsonArgument('variablesJsonString', dataJson);
  if (!data.ok) return data;
  const renderInput = { name: input?.name || 'data', contentJsonString: dataJson };
  const values: InputValue[] = [];
  const defaultsUsed: string[] = [];
  for (const field of inputsOf(content)) {
    let value: unknown;
    if (field.liquid.trim() !== '') {
      const text = await deps.templates.renderLiquid({
        source: field.liquid,
        cacheKey: liquidCacheKey(template, `input:${field.id}`),
        input: renderInput,
        tenant: session.tenantId,
      });
      if (!text.ok) return text;
      value = inputValueOf(text.value);
    }
    if (value === undefined) defaultsUsed.push(field.var);
    values.push({ name: field.var, value });
  }
  const outputs = outputsOf(content);
  const evaluated = await deps.formulas.evaluate(
    source.value,
    values,
    outputs.map((output) => output.var),
  );
  if (!evaluated.ok) return evaluated;
  return ok({
    outputs: outputs.map((output, index) => ({
      id: output.id,
      name: output.name,
      var: output.var,
      valueJsonString: JSON.stringify(evaluated.value[index]?.value ?? null),
    })),
    defaultsUsed,
  });
}
