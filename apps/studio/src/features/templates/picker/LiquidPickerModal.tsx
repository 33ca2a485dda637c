import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { ModalActions } from '../../../ui/ModalActions';
import { useTemplateReadOnly } from '../shell/template-read-only';
import { fieldsAt, liquidPath, type PathStep, querySelection } from './liquid-paths';
import { useSchemaTypes } from './useSchemaTypes';

type Props = {
  open: boolean;
  graphQlQuery: string;
  onClose: () => void;
  /** Called with the Liquid output tag of the picked path, e.g. `{{ data.policies.list[0].id }}`. */
  onPick: (liquid: string) => void;
};

/** Browse the query's fields (types from schema introspection), pick a path with list indexes. */
export function LiquidPickerModal({ open, graphQlQuery, onClose, onPick }: Props) {
  const { t } = useTranslation();
  const schema = useSchemaTypes(open);
  const [path, setPath] = useState<PathStep[]>([]);
  const [leaf, setLeaf] = useState<PathStep | null>(null);
  const selection = useMemo(() => querySelection(graphQlQuery), [graphQlQuery]);
  const fields = schema.data ? fieldsAt(schema.data.types, schema.data.rootType, selection, path) : [];
  const picked = leaf ? [...path, leaf] : path;
  const expression = liquidPath('data', picked);
  const close = () => {
    setPath([]);
    setLeaf(null);
    onClose();
  };
  const setIndex = (position: number, index: number) =>
    setPath(path.map((step, at) => (at === position ? { ...step, index: Math.max(0, index) } : step)));

  return (
    <Modal
      open={open}
      title={t('templates.picker.title')}
      onClose={close}
      size="lg"
      footer={
        <ModalActions
          cancelLabel={t('templates.actions.cancel')}
          onCancel={close}
          submitLabel={t('templates.picker.insert')}
          disabled={picked.length === 0}
          onSubmit={() => {
            onPick(`{{ ${expression} }}`);
            close();
          }}
        />
      }
    >
      {!selection && <p className="mb-3 text-xs text-slate-500">{t('templates.picker.noQuery')}</p>}
      <nav aria-label={t('templates.picker.path')} className="mb-3 flex flex-wrap items-center gap-1 text-sm">
        <button
          type="button"
          className="rounded px-2 py-1 font-mono text-blue-700 hover:bg-blue-50"
          onClick={() => {
            setPath([]);
            setLeaf(null);
          }}
        >
          data
        </button>
        {path.map((step, position) => (
          <span key={liquidPath('data', path.slice(0, position + 1))} className="flex items-center gap-1">
            <span className="text-slate-400">.</span>
            <button
              type="button"
              className="rounded px-2 py-1 font-mono text-blue-700 hover:bg-blue-50"
              onClick={() => {
                setPath(path.slice(0, position + 1));
                setLeaf(null);
              }}
            >
              {step.key}
            </button>
            {step.isList && (
              <input
                type="number"
                min={0}
                aria-label={t('templates.picker.index', { field: step.key })}
                value={step.index}
                onChange={(event) => setIndex(position, Number(event.target.value))}
                className="w-14 rounded border border-slate-300 px-1 py-0.5 font-mono text-xs"
              />
            )}
          </span>
        ))}
      </nav>
      {schema.isPending ? (
        <p className="text-sm text-slate-500">{t('templates.loading')}</p>
      ) : (
        <ul
          className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200"
          aria-label={t('templates.picker.fields')}
        >
          {fields.length === 0 && <li className="px-3 py-2 text-sm text-slate-500">{t('templates.picker.empty')}</li>}
          {fields.map((field) => (
            <li key={field.key}>
              <button
                type="button"
                aria-pressed={leaf?.key === field.key}
                className={`flex w-full items-center justify-between px-3 py-2 text-left text-sm hover:bg-slate-50 ${leaf?.key === field.key ? 'bg-blue-50' : ''}`}
                onClick={() => {
                  const step = { key: field.key, isList: field.isList, index: 0 };
                  if (field.isLeaf) setLeaf(step);
                  else {
                    setPath([...path, step]);
                    setLeaf(null);
                  }
                }}
              >
                <span className="font-mono">{field.key}</span>
                <span className="text-xs text-slate-500">
                  {field.isList ? `[${field.typeName}]` : field.typeName} {field.isLeaf ? '' : '›'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p
        className="mt-3 rounded bg-slate-50 px-3 py-2 font-mono text-sm text-slate-800"
        data-testid="picker-expression"
      >
        {`{{ ${expression} }}`}
      </p>
    </Modal>
  );
}

/** The button that opens the picker; none in a template editor the user may only view (it inserts). */
export function LiquidPickerButton(props: Omit<Props, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (useTemplateReadOnly()) return null;
  return (
    <>
      <Button variant="secondary" className="px-3 py-1" onClick={() => setOpen(true)}>
        {t('templates.picker.open')}
      </Button>
      <LiquidPickerModal {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
