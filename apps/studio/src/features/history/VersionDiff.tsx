import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FieldDiff } from './history-source';

type Line = FieldDiff['hunks'][number]['lines'][number];

const LINE_STYLES: Record<string, { row: string; sign: string }> = {
  added: { row: 'bg-green-50 text-green-900', sign: '+' },
  removed: { row: 'bg-red-50 text-red-900', sign: '−' },
  same: { row: 'text-slate-600', sign: ' ' },
};

/** A field's label in words; a kind's field the studio has no words for shows its name (`content.x` → x). */
function FieldLabel({ t, field }: { t: TFunction; field: string }) {
  const key = field.startsWith('content.') ? field.slice('content.'.length) : null;
  const words = key
    ? t(`versionHistory.contentFields.${key}`, { defaultValue: '' })
    : t(`versionHistory.fields.${field}`, { defaultValue: '' });
  return words ? <span>{words}</span> : <span translate="no">{key ?? field}</span>;
}

function DiffLineRow({ line }: { line: Line }) {
  const { t } = useTranslation();
  const style = LINE_STYLES[line.kind] ?? LINE_STYLES.same;
  return (
    <tr className={style?.row} data-kind={line.kind}>
      <td className="select-none px-1 text-right text-slate-400">{line.oldNumber ?? ''}</td>
      <td className="select-none px-1 text-right text-slate-400">{line.newNumber ?? ''}</td>
      <td className="select-none px-1" aria-label={line.kind === 'same' ? undefined : t(`versionHistory.${line.kind}`)}>
        {style?.sign}
      </td>
      <td className="whitespace-pre px-1" translate="no">
        {line.text}
      </td>
    </tr>
  );
}

/** The changed fields of two versions, each as a unified line diff: removed lines red, added green. */
export function VersionDiff({ diffs }: { diffs: readonly FieldDiff[] }) {
  const { t } = useTranslation();
  if (diffs.length === 0) return <p className="text-sm text-slate-600">{t('versionHistory.noChanges')}</p>;
  return (
    <div className="space-y-4">
      {diffs.map((diff) => (
        <section key={diff.field} data-field={diff.field} className="rounded-md border border-slate-200">
          <h4 className="border-b border-slate-200 bg-slate-50 px-3 py-1.5 text-sm font-semibold text-slate-800">
            <FieldLabel t={t} field={diff.field} />
          </h4>
          {diff.tooLarge ? (
            <p className="px-3 py-2 text-sm text-slate-600">{t('versionHistory.tooLarge')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse font-mono text-xs leading-5">
                {diff.hunks.map((hunk, index) => (
                  <tbody
                    key={`${hunk.oldStart}:${hunk.newStart}`}
                    className={index > 0 ? 'border-t border-dashed border-slate-300' : ''}
                  >
                    {hunk.lines.map((line) => (
                      // A line's two numbers (one side empty when added or removed) are unique in a hunk.
                      <DiffLineRow key={`${line.oldNumber ?? ''}:${line.newNumber ?? ''}`} line={line} />
                    ))}
                  </tbody>
                ))}
              </table>
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
