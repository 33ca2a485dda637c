import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type EmailPreviewValue = {
  html: string;
  subject: string;
  warnings: ReadonlyArray<{ line: number; tagName: string | null; message: string }>;
};

const WIDTHS = { desktop: '100%', mobile: '375px' } as const;

/**
 * The rendered email as a recipient's program shows it: in a sandboxed frame (no scripts, its own
 * origin), at desktop or phone width, with the subject above and MJML's warnings below.
 */
export function EmailPreview({
  value,
  loading,
  withData,
}: {
  value: EmailPreviewValue | null;
  loading: boolean;
  /** False while the editor's Preview is off: the email is rendered with empty data, and says so. */
  withData: boolean;
}) {
  const { t } = useTranslation();
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" aria-busy={loading}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-800">{t('emailMjml.preview.title')}</h2>
        <fieldset className="flex overflow-hidden rounded-md border border-slate-300 text-sm">
          <legend className="sr-only">{t('emailMjml.preview.width')}</legend>
          {(Object.keys(WIDTHS) as Array<keyof typeof WIDTHS>).map((option) => (
            <label
              key={option}
              className={`cursor-pointer px-3 py-1.5 ${width === option ? 'bg-blue-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
            >
              <input
                type="radio"
                name="email-preview-width"
                className="sr-only"
                checked={width === option}
                onChange={() => setWidth(option)}
              />
              {t(`emailMjml.preview.${option}`)}
            </label>
          ))}
        </fieldset>
      </div>
      {!withData && (
        <p className="mb-2 rounded-md bg-slate-50 px-3 py-2 text-xs text-slate-600" data-testid="email-preview-no-data">
          {t('emailMjml.preview.withoutData')}
        </p>
      )}
      {value ? (
        <>
          <p className="mb-2 text-sm text-slate-600">
            {t('emailMjml.preview.subject')}:{' '}
            <span className="font-medium text-slate-900" translate="no" data-testid="email-preview-subject">
              {value.subject || t('emailMjml.preview.noSubject')}
            </span>
          </p>
          <div className="overflow-x-auto rounded-md bg-slate-100 p-2">
            <iframe
              title={t('emailMjml.preview.frame')}
              sandbox=""
              srcDoc={value.html}
              style={{ width: WIDTHS[width] }}
              className="mx-auto block h-[36rem] max-w-full rounded border border-slate-200 bg-white"
              data-testid="email-preview-frame"
              data-width={width}
            />
          </div>
          {value.warnings.length > 0 && (
            <div className="mt-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              <h3 className="font-semibold">{t('emailMjml.preview.warnings', { count: value.warnings.length })}</h3>
              <ul className="mt-1 list-disc space-y-0.5 pl-5" data-testid="email-warnings">
                {value.warnings.map((warning) => (
                  <li key={`${warning.line}:${warning.tagName}:${warning.message}`}>
                    {t('emailMjml.preview.line', { line: warning.line })} <span translate="no">{warning.message}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      ) : (
        <p className="text-sm text-slate-500">
          {loading ? t('emailMjml.preview.rendering') : t('templates.preview.noPreview')}
        </p>
      )}
    </section>
  );
}
