import {
  PDF_DRAWING_KINDS,
  PDF_DRAWING_LIMITS,
  PDF_FONT_STYLES,
  PDF_TEXT_ALIGNMENTS,
  PDF_VERTICAL_ALIGNMENTS,
} from '@carrier/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button';
import { SelectField } from '../../../../ui/SelectField';
import { TextField } from '../../../../ui/TextField';
import { FilePickerModal } from '../../../files/FilePickerModal';
import { LiquidPickerButton } from '../../picker/LiquidPickerModal';
import { useTemplateReadOnly } from '../../shell/template-read-only';
import { editorKeyAction, pointsOf, rectOf, round2 } from './drawing-geometry';
import type { Drawing } from './usePdfDrawingData';

export type DrawingChange = Omit<Drawing, 'id'>;
type Props = {
  drawing: Drawing;
  number: number;
  families: string[];
  graphQlQuery: string;
  busy: boolean;
  onSave: (change: DrawingChange) => void;
  onDuplicate: () => void;
  onRemove: () => void;
};

type Form = {
  kind: string;
  textAlignment: string;
  verticalAlignment: string;
  x: string;
  y: string;
  width: string;
  height: string;
  familyName: string;
  fontStyle: string;
  emSize: string;
  liquidSource: string;
};

const formOf = (drawing: Drawing): Form => {
  const rect = rectOf(drawing.point1, drawing.point2);
  return {
    kind: drawing.kind,
    textAlignment: drawing.textAlignment,
    verticalAlignment: drawing.verticalAlignment,
    x: String(round2(rect.x)),
    y: String(round2(rect.y)),
    width: String(round2(rect.width)),
    height: String(round2(rect.height)),
    familyName: drawing.font.familyName,
    fontStyle: drawing.font.fontStyle,
    emSize: String(drawing.font.emSize),
    liquidSource: drawing.liquidSource,
  };
};

/** The source box grows with its lines, from 6 to 20 rows (and the user can drag it taller). */
export const sourceRows = (source: string) => Math.min(20, Math.max(6, source.split('\n').length + 1));

/**
 * The side panel of the selected box: alignment, x, y, width and height as decimals, font family,
 * style and size, the text source with the placeholder picker; Save (or Ctrl+S here) saves the box.
 * The parent keys it by the box's id and stored geometry, so a move or a reload refreshes the form.
 */
export function DrawingPanel({ drawing, number, families, graphQlQuery, busy, onSave, onDuplicate, onRemove }: Props) {
  const { t } = useTranslation();
  const readOnly = useTemplateReadOnly();
  const [form, setForm] = useState<Form>(() => formOf(drawing));
  const [error, setError] = useState<string | null>(null);
  const source = useRef<HTMLTextAreaElement>(null);
  const [pickingImage, setPickingImage] = useState(false);
  const isText = form.kind === 'TEXT';
  const set = (field: keyof Form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const save = () => {
    const numbers = [form.x, form.y, form.width, form.height].map(Number);
    const emSize = Number(form.emSize);
    if (numbers.some((value) => form.x.trim() === '' || !Number.isFinite(value) || value < 0)) {
      setError(t('pdfDrawing.panel.invalidNumber'));
      return;
    }
    const [x = 0, y = 0, width = 0, height = 0] = numbers;
    if (width <= 0 || height <= 0) {
      setError(t('pdfDrawing.panel.invalidSize'));
      return;
    }
    if (!Number.isInteger(emSize) || emSize < PDF_DRAWING_LIMITS.minEmSize || emSize > PDF_DRAWING_LIMITS.maxEmSize) {
      setError(t('pdfDrawing.panel.invalidEmSize', PDF_DRAWING_LIMITS));
      return;
    }
    setError(null);
    onSave({
      kind: form.kind as Drawing['kind'],
      page: drawing.page,
      liquidSource: form.liquidSource,
      ...pointsOf({ x, y, width, height }),
      textAlignment: form.textAlignment as Drawing['textAlignment'],
      verticalAlignment: form.verticalAlignment as Drawing['verticalAlignment'],
      font: { familyName: form.familyName, emSize, fontStyle: form.fontStyle as Drawing['font']['fontStyle'] },
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  const insert = (text: string) => {
    const start = source.current?.selectionStart ?? form.liquidSource.length;
    const end = source.current?.selectionEnd ?? start;
    setForm((current) => ({
      ...current,
      liquidSource: current.liquidSource.slice(0, start) + text + current.liquidSource.slice(end),
    }));
  };
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const familyOptions = (families.includes(form.familyName) ? families : [form.familyName, ...families]).map(
    (family) => ({ value: family, label: family }),
  );

  return (
    <form
      aria-label={t('pdfDrawing.panel.title', { number })}
      className="space-y-3 rounded-lg border border-blue-200 bg-white p-4"
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (readOnly || editorKeyAction(event.nativeEvent) !== 'save') return;
        event.preventDefault();
        event.stopPropagation();
        save();
      }}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-800">{t('pdfDrawing.panel.title', { number })}</h2>
        <span className="text-xs text-slate-500">{t('pdfDrawing.panel.page', { page: drawing.page })}</span>
      </div>
      {/* A user who may only view reads the box's settings; none can be changed. */}
      <fieldset disabled={readOnly} className="min-w-0 space-y-3">
        <SelectField
          label={t('pdfDrawing.panel.kind')}
          value={form.kind}
          onChange={set('kind')}
          options={options(PDF_DRAWING_KINDS, 'pdfDrawing.kind')}
        />
        <div className="grid grid-cols-2 gap-2">
          <SelectField
            label={t('pdfDrawing.panel.textAlignment')}
            value={form.textAlignment}
            onChange={set('textAlignment')}
            options={options(PDF_TEXT_ALIGNMENTS, 'pdfDrawing.alignment')}
          />
          <SelectField
            label={t('pdfDrawing.panel.verticalAlignment')}
            value={form.verticalAlignment}
            onChange={set('verticalAlignment')}
            options={options(PDF_VERTICAL_ALIGNMENTS, 'pdfDrawing.vertical')}
          />
          {(['x', 'y', 'width', 'height'] as const).map((field) => (
            <TextField
              key={field}
              label={t(`pdfDrawing.panel.${field}`)}
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              value={form[field]}
              onChange={set(field)}
            />
          ))}
        </div>
        {isText ? (
          <SelectField
            label={t('pdfDrawing.panel.fontFamily')}
            value={form.familyName}
            onChange={set('familyName')}
            options={familyOptions}
            translate="no"
          />
        ) : null}
        <div className={isText ? 'grid grid-cols-2 gap-2' : 'hidden'}>
          <SelectField
            label={t('pdfDrawing.panel.fontStyle')}
            value={form.fontStyle}
            onChange={set('fontStyle')}
            options={options(PDF_FONT_STYLES, 'pdfDrawing.style')}
          />
          <TextField
            label={t('pdfDrawing.panel.fontSize')}
            type="number"
            step="1"
            min={PDF_DRAWING_LIMITS.minEmSize}
            max={PDF_DRAWING_LIMITS.maxEmSize}
            value={form.emSize}
            onChange={set('emSize')}
          />
        </div>
        <div>
          <div className="mb-1 flex items-center justify-between gap-2">
            <label htmlFor="pdf-drawing-source" className="text-sm font-medium text-slate-700">
              {t('pdfDrawing.panel.source')}
            </label>
            <span className="flex gap-1">
              {form.kind === 'IMAGE' ? (
                <Button variant="secondary" onClick={() => setPickingImage(true)}>
                  {t('pdfDrawing.panel.pickImage')}
                </Button>
              ) : null}
              <LiquidPickerButton graphQlQuery={graphQlQuery} onPick={insert} />
            </span>
          </div>
          <textarea
            id="pdf-drawing-source"
            ref={source}
            rows={sourceRows(form.liquidSource)}
            value={form.liquidSource}
            onChange={set('liquidSource')}
            spellCheck={false}
            aria-describedby="pdf-drawing-source-hint"
            className="block min-h-[8rem] w-full resize-y rounded-md border border-slate-300 px-3 py-2 font-mono text-sm shadow-sm focus:outline-2 focus:outline-blue-600"
          />
          <p id="pdf-drawing-source-hint" className="mt-1 text-xs text-slate-500">
            {t(`pdfDrawing.sourceHint.${form.kind}`)}
          </p>
        </div>
      </fieldset>
      <FilePickerModal
        open={pickingImage}
        onClose={() => setPickingImage(false)}
        onSelect={(picked) => {
          setPickingImage(false);
          setForm((current) => ({ ...current, liquidSource: picked.key }));
        }}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className={readOnly ? 'hidden' : 'flex flex-wrap gap-2'}>
        <Button type="submit" disabled={busy} title={t('pdfDrawing.panel.saveKeys')}>
          {t('pdfDrawing.panel.save')}
        </Button>
        <Button variant="secondary" onClick={onDuplicate} disabled={busy} title={t('pdfDrawing.panel.duplicateKeys')}>
          {t('pdfDrawing.panel.duplicate')}
        </Button>
        <Button variant="danger" onClick={onRemove} disabled={busy} title={t('pdfDrawing.panel.removeKeys')}>
          {t('pdfDrawing.panel.remove')}
        </Button>
      </div>
    </form>
  );
}
