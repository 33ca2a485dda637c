import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Margins,
  millimetres,
  type Orientation,
  PAPER_SIZES,
  type PaperSize,
  type PdfContent,
  type PdfMetadata,
} from './pdf-content';

const input =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-blue-600';

const METADATA_FIELDS = [
  ['title', 'metaTitle'],
  ['author', 'metaAuthor'],
  ['subject', 'metaSubject'],
  ['creator', 'metaCreator'],
] as const satisfies readonly (readonly [keyof PdfMetadata, string])[];

/** Document settings of the PDF: password Liquid, paper, orientation, margins, (advanced) spacings, properties. */
export function PdfSettingsSection({
  content,
  onChange,
  readOnly = false,
}: {
  content: PdfContent;
  onChange: (next: PdfContent) => void;
  /** Every setting shows, none can be changed (a user who may only view); 'Advanced' still opens. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const [advanced, setAdvanced] = useState(false);
  const setMargin = (side: keyof Margins, text: string) =>
    onChange({ ...content, marginSettings: { ...content.marginSettings, [side]: millimetres(text) } });
  const setSpacing = (which: 'headerSettings' | 'footerSettings', text: string) =>
    onChange({ ...content, [which]: { ...content[which], spacing: millimetres(text) } });
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="pdf-settings-title">
      <h2 id="pdf-settings-title" className="mb-3 text-sm font-semibold text-slate-800">
        {t('wkhtmltopdf.settings.title')}
      </h2>
      <fieldset disabled={readOnly} className="min-w-0">
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="block text-sm font-medium text-slate-700 sm:col-span-2">
            {t('wkhtmltopdf.settings.passwordLiquid')}
            <input
              className={`${input} font-mono`}
              value={content.passwordLiquid}
              placeholder="{{ data.policy.holder.birthDate }}"
              onChange={(event) => onChange({ ...content, passwordLiquid: event.target.value })}
            />
            <span className="mt-1 block text-xs font-normal text-slate-500">
              {t('wkhtmltopdf.settings.passwordHint')}
            </span>
          </label>
          <label className="block text-sm font-medium text-slate-700">
            {t('wkhtmltopdf.settings.paperSize')}
            <select
              className={input}
              value={content.paperSize}
              aria-describedby="pdf-paper-hint"
              onChange={(event) => onChange({ ...content, paperSize: event.target.value as PaperSize })}
            >
              {PAPER_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t(`wkhtmltopdf.settings.paperSizes.${size}`)}
                </option>
              ))}
            </select>
            <span id="pdf-paper-hint" className="mt-1 block text-xs font-normal text-slate-500">
              {t('wkhtmltopdf.settings.paperHint')}
            </span>
          </label>
          <label className="block text-sm font-medium text-slate-700">
            {t('wkhtmltopdf.settings.orientation')}
            <select
              className={input}
              value={content.orientation}
              onChange={(event) => onChange({ ...content, orientation: event.target.value as Orientation })}
            >
              <option value="PORTRAIT">{t('wkhtmltopdf.settings.portrait')}</option>
              <option value="LANDSCAPE">{t('wkhtmltopdf.settings.landscape')}</option>
            </select>
          </label>
        </div>
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-slate-700">{t('wkhtmltopdf.settings.margins')}</legend>
          <div className="mt-1 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
              <label key={side} className="block text-xs text-slate-600">
                {t(`wkhtmltopdf.settings.${side}`)}
                <input
                  type="number"
                  min={0}
                  max={250}
                  step={0.5}
                  className={input}
                  value={content.marginSettings[side]}
                  onChange={(event) => setMargin(side, event.target.value)}
                />
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="mt-3" aria-describedby="pdf-metadata-hint">
          <legend className="text-sm font-medium text-slate-700">{t('wkhtmltopdf.settings.metadata')}</legend>
          <p id="pdf-metadata-hint" className="mt-1 text-xs text-slate-500">
            {t('wkhtmltopdf.settings.metadataHint')}
          </p>
          <div className="mt-1 grid gap-3 sm:grid-cols-2">
            {METADATA_FIELDS.map(([field, label]) => (
              <label key={field} className="block text-xs text-slate-600">
                {t(`wkhtmltopdf.settings.${label}`)}
                <input
                  className={input}
                  value={content.metadata[field]}
                  maxLength={1000}
                  onChange={(event) =>
                    onChange({ ...content, metadata: { ...content.metadata, [field]: event.target.value } })
                  }
                />
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>
      <label className="mt-3 flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={advanced} onChange={(event) => setAdvanced(event.target.checked)} />
        {t('wkhtmltopdf.settings.advanced')}
      </label>
      {advanced ? (
        <fieldset disabled={readOnly} className="mt-2 grid min-w-0 gap-3 sm:grid-cols-2">
          <label className="block text-xs text-slate-600">
            {t('wkhtmltopdf.settings.headerSpacing')}
            <input
              type="number"
              min={0}
              step={0.5}
              className={input}
              value={content.headerSettings.spacing}
              onChange={(event) => setSpacing('headerSettings', event.target.value)}
            />
          </label>
          <label className="block text-xs text-slate-600">
            {t('wkhtmltopdf.settings.footerSpacing')}
            <input
              type="number"
              min={0}
              step={0.5}
              className={input}
              value={content.footerSettings.spacing}
              onChange={(event) => setSpacing('footerSettings', event.target.value)}
            />
          </label>
          <p className="text-xs text-slate-500 sm:col-span-2">{t('wkhtmltopdf.settings.spacingHint')}</p>
        </fieldset>
      ) : null}
    </section>
  );
}
