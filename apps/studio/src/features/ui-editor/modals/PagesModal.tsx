import { toPascalCase } from '@carrier/contracts/ui-tree';
import { closestCenter, DndContext, type DragEndEvent, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { ModalActions } from '../../../ui/ModalActions';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useSubmit } from '../../../ui/useSubmit';
import { pageNames, withPageNames } from '../../published/page-names';
import { savePages } from '../component-actions';
import { appContentKey, type Page } from '../ui-editor-data';
import { SaveError } from './SaveError';

type Row = Page & { key: string };
let rowKeys = 0;
const withKey = (page: Page): Row => {
  rowKeys += 1;
  return { ...page, key: `page-${rowKeys}` };
};
const NEW_PAGE: Page = { name: 'New Page', path: '/new-path', component: '' };

function PageRow({ row, onEdit, onDelete }: { row: Row; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: row.key, transition: { duration: 200, easing: 'ease' } });
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      className="flex items-center gap-2 border-b border-slate-100 py-2"
      data-page-row
    >
      <button
        type="button"
        {...sortable.listeners}
        {...sortable.attributes}
        aria-label={t('uiEditor.pages.reorder')}
        className="cursor-grab px-1 text-slate-400"
      >
        ⋮⋮
      </button>
      <div className="min-w-0 flex-1" translate="no">
        <div className="truncate text-sm font-medium">
          {[row.name, ...Object.values(pageNames(row.metaJsonString))].join(' · ')}
        </div>
        <div className="truncate text-xs text-slate-500">
          {row.path} · {row.component}
        </div>
      </div>
      <Button variant="ghost" onClick={onEdit}>
        {t('uiEditor.pages.edit')}
      </Button>
      <Button variant="ghost" onClick={onDelete}>
        {t('uiEditor.delete')}
      </Button>
    </li>
  );
}

function PageForm({
  page,
  components,
  locales,
  onDone,
  onCancel,
}: {
  page: Page;
  components: ReadonlyArray<{ name: string }>;
  locales: readonly string[];
  onDone: (page: Page) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(page);
  const [names, setNames] = useState(() => pageNames(page.metaJsonString));
  const [tried, setTried] = useState(false);
  const required = (value: string) => (tried && !value.trim() ? t('validation.required') : undefined);
  const submit = () => {
    setTried(true);
    if (!draft.component.trim() || !draft.path.trim() || !draft.name.trim()) return;
    onDone({
      ...draft,
      name: toPascalCase(draft.name),
      metaJsonString: withPageNames(draft.metaJsonString, names),
    });
  };
  return (
    <Modal
      open
      title={t('uiEditor.pages.editTitle')}
      onClose={onCancel}
      size="sm"
      footer={
        <ModalActions
          cancelLabel={t('uiEditor.cancel')}
          onCancel={onCancel}
          submitLabel={t('uiEditor.pages.done')}
          onSubmit={submit}
        />
      }
    >
      <div className="space-y-3">
        <SelectField
          label={t('uiEditor.pages.component')}
          value={draft.component}
          error={required(draft.component)}
          placeholder={t('uiEditor.chooseComponent')}
          options={components.map((component) => ({ value: component.name, label: component.name }))}
          onChange={(event) =>
            setDraft({ ...draft, component: event.target.value, name: event.target.value || draft.name })
          }
        />
        <TextField
          label={t('uiEditor.pages.path')}
          value={draft.path}
          error={required(draft.path)}
          onChange={(event) => setDraft({ ...draft, path: event.target.value })}
        />
        <TextField
          label={t('uiEditor.pages.name')}
          value={draft.name}
          error={required(draft.name)}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          onBlur={() => setDraft((current) => ({ ...current, name: toPascalCase(current.name) }))}
        />
        {/* What visitors read in the published app's navigation, per locale; empty: the name above. */}
        {locales.map((locale) => (
          <TextField
            key={locale}
            label={`${t('uiEditor.pages.visitorName')} · ${t(`uiEditor.locales.${locale}`, { defaultValue: locale })}`}
            value={names[locale] ?? ''}
            placeholder={draft.name}
            translate="no"
            onChange={(event) => setNames({ ...names, [locale]: event.target.value })}
          />
        ))}
        <p className="text-xs text-slate-500">{t('uiEditor.pages.visitorNameHint')}</p>
      </div>
    </Modal>
  );
}

type Props = {
  open: boolean;
  appId: string;
  pages: Page[];
  components: ReadonlyArray<{ name: string }>;
  /** The app's allowed locales: a page has a name for visitors in each. */
  locales: readonly string[];
  onClose: () => void;
};

/** The pages modal: add (at the top, its edit form open), edit, delete, reorder; Save stores the whole list. */
export function PagesModal({ open, appId, pages, components, locales, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState('');
  const { busy, submit } = useSubmit();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  useEffect(() => {
    if (open) {
      setRows(pages.map(withKey));
      setError('');
      setEditing(null);
    }
  }, [open, pages]);

  const add = () => {
    const row = withKey(NEW_PAGE);
    setRows((current) => [row, ...current]);
    setEditing(row.key);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setRows((current) => {
      const from = current.findIndex((row) => row.key === active.id);
      const to = current.findIndex((row) => row.key === over.id);
      return arrayMove(current, from, to);
    });
  };
  const save = () =>
    submit(
      async () => {
        setError('');
        await savePages(
          appId,
          rows.map(({ key: _key, ...page }) => page),
        );
        await queryClient.invalidateQueries({ queryKey: appContentKey(appId) });
      },
      { success: t('uiEditor.pages.saved'), onDone: onClose, onError: setError },
    );
  const editingRow = rows.find((row) => row.key === editing);
  return (
    <>
      <Modal
        open={open}
        title={t('uiEditor.pages.title')}
        onClose={onClose}
        footer={
          <ModalActions
            cancelLabel={t('uiEditor.pages.discard')}
            onCancel={onClose}
            submitLabel={t('uiEditor.save')}
            onSubmit={() => void save()}
            disabled={busy}
          />
        }
      >
        <SaveError message={error} />
        <Button variant="secondary" onClick={add}>
          {t('uiEditor.pages.add')}
        </Button>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={rows.map((row) => row.key)} strategy={verticalListSortingStrategy}>
            <ul aria-label={t('uiEditor.pages.title')} className="mt-2">
              {rows.map((row) => (
                <PageRow
                  key={row.key}
                  row={row}
                  onEdit={() => setEditing(row.key)}
                  onDelete={() => setRows((current) => current.filter((item) => item.key !== row.key))}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
        {rows.length === 0 && <p className="mt-2 text-sm text-slate-500">{t('uiEditor.pages.none')}</p>}
      </Modal>
      {open && editingRow && (
        <PageForm
          page={editingRow}
          components={components}
          locales={locales}
          onCancel={() => setEditing(null)}
          onDone={(page) => {
            setRows((current) => current.map((row) => (row.key === editingRow.key ? { ...row, ...page } : row)));
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
