import {
  BASE_COMPONENT_CLASSES,
  type BaseVariants,
  baseVariantsCss,
  baseVariantsIssues,
  parseBaseVariants,
} from '@carrier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { execute } from '../../api/client';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Page, PageHeader } from '../../ui/Page';
import { useLoad } from '../../ui/useLoad';
import { useSubmit } from '../../ui/useSubmit';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { useUrlState } from '../../ui/useUrlState';
import { useCan } from '../auth/useCan';
import { appContentKey } from '../ui-editor/ui-editor-data';
import { OptionsEditor } from './OptionsEditor';
import { ThemeJsonView } from './ThemeJsonView';
import { BaseVariantsQuery, SaveBaseVariantsMutation } from './theme-graphql';
import { optionsAt, pathKey, subtree, type ThemePath, withOptions } from './tree-path';

type Row = { path: ThemePath; name: string; hasChildren: boolean; count: number };

const countOptions = (value: unknown): number =>
  typeof value === 'string'
    ? 1
    : Object.values(value as Record<string, unknown>).reduce<number>((sum, child) => sum + countOptions(child), 0);

/** The rows shown: layers 1 to 4, children only under an expanded node. */
function visibleRows(tree: BaseVariants, expanded: ReadonlySet<string>): Row[] {
  const rows: Row[] = [];
  const walk = (node: Record<string, unknown>, path: string[]) => {
    for (const [name, child] of Object.entries(node)) {
      const here = [...path, name];
      const hasChildren = here.length < 4;
      rows.push({ path: here, name, hasChildren, count: countOptions(child) });
      if (hasChildren && expanded.has(pathKey(here))) walk(child as Record<string, unknown>, here);
    }
  };
  walk(tree, []);
  return rows;
}

const allPaths = (tree: BaseVariants) => {
  const keys: string[] = [];
  for (const [component, variants] of Object.entries(tree)) {
    keys.push(component);
    for (const [variant, elements] of Object.entries(variants)) {
      keys.push(`${component}/${variant}`);
      for (const element of Object.keys(elements)) keys.push(`${component}/${variant}/${element}`);
    }
  }
  return keys;
};

/**
 * The base-component theme editor (/ui-editor/theme/:appId): the kit's style classes as a tree of five
 * layers (component, variant, element, key, option) seeded with every widget, an expand toggle,
 * 'select to edit', a CSS inspector, and save, restart and exit. Stored as baseComponentsVariantsJsonString.
 */
export function ThemeEditorPage() {
  const { appId = '' } = useParams();
  const { t } = useTranslation();
  const canEdit = useCan('edit');
  const queryClient = useQueryClient();
  const saved = useLoad({
    queryKey: ['theme-editor', appId],
    queryFn: async () => {
      const answer = await execute(BaseVariantsQuery, { appId });
      const config = answer.data?.cmsConfigs?.[0];
      if (!answer.data) throw new Error(answer.errors[0]?.message ?? 'theme');
      return config?.baseComponentsVariantsJsonString ?? null;
    },
  });
  const [draft, setDraft] = useState<BaseVariants | null>(null);
  // The JSON view's text cannot be applied yet (unreadable, or something the kit has no place for).
  const [jsonBlocked, setJsonBlocked] = useState(false);
  // A new revision gives the JSON view a fresh text (after restart or save).
  const [revision, setRevision] = useState(0);
  const [{ view }, setUrl] = useUrlState(['view']);
  const asJson = view === 'json';
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ThemePath>([]);
  const { busy: saving, submit } = useSubmit();
  const base = useMemo(() => parseBaseVariants(saved.data), [saved.data]);
  const tree = draft ?? base;
  const rows = useMemo(() => visibleRows(tree, expanded), [tree, expanded]);
  const options = optionsAt(tree, selected);
  const css = selected.length ? baseVariantsCss(subtree(tree, selected)) : '';
  const selector = BASE_COMPONENT_CLASSES[selected[0] ?? '']?.[selected[1] ?? '']?.[selected[2] ?? ''];
  const dirty = draft !== null;
  // A colour a browser would not take (the server refuses it too): Save waits until it is mended.
  const colourIssues = useMemo(() => baseVariantsIssues(tree).filter((issue) => issue.code === 'notColor'), [tree]);
  // Exit, any other link and closing the tab ask before unsaved edits are dropped.
  useUnsavedChangesGuard(dirty || jsonBlocked);

  const toggle = (path: ThemePath) =>
    setExpanded((before) => {
      const next = new Set(before);
      const key = pathKey(path);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const save = () =>
    submit(
      async () => {
        const answer = await execute(SaveBaseVariantsMutation, { appId, json: JSON.stringify(tree) });
        const result = answer.data?.updateAppBaseComponentsVariants;
        if (result?.status !== 'success') throw new Error(result?.errors?.[0] ?? answer.errors[0]?.message ?? 'save');
        await queryClient.invalidateQueries({ queryKey: ['theme-editor', appId] });
        await queryClient.invalidateQueries({ queryKey: appContentKey(appId) });
        setDraft(null);
        setRevision((count) => count + 1);
      },
      { success: t('themeEditor.saved') },
    );

  return (
    <Page>
      <PageHeader
        title={t('themeEditor.title')}
        subtitle={<span translate="no">{appId}</span>}
        actions={
          <>
            <Button
              variant="secondary"
              aria-pressed={asJson}
              disabled={jsonBlocked}
              onClick={() => setUrl({ view: asJson ? null : 'json' }, { push: true })}
            >
              {asJson ? t('themeEditor.layersView') : t('themeEditor.jsonView')}
            </Button>
            {!asJson && (
              <Button
                variant="secondary"
                onClick={() => setExpanded(expanded.size ? new Set() : new Set(allPaths(tree)))}
              >
                {expanded.size ? t('themeEditor.collapseAll') : t('themeEditor.expandAll')}
              </Button>
            )}
            <Button
              variant="secondary"
              disabled={!dirty && !jsonBlocked}
              onClick={() => {
                if (!window.confirm(t('themeEditor.restartConfirm'))) return;
                // A new revision also remounts the options editor, so no edited or added row stays.
                setDraft(null);
                setJsonBlocked(false);
                setRevision((count) => count + 1);
              }}
            >
              {t('themeEditor.restart')}
            </Button>
            {canEdit && (
              <Button
                disabled={!dirty || jsonBlocked || colourIssues.length > 0 || saving || saved.isLoading}
                onClick={() => void save()}
              >
                {t('themeEditor.save')}
              </Button>
            )}
            <Link to={`/ui-editor/${appId}`} className="text-sm text-blue-700 underline">
              {t('themeEditor.exit')}
            </Link>
          </>
        }
      />
      {saved.isError && <LoadFailed query={saved} className="mb-4" />}
      {colourIssues.length > 0 && !asJson && (
        <ul role="alert" className="mb-4 list-disc rounded bg-red-50 py-2 pl-8 text-sm text-red-800">
          {colourIssues.slice(0, 10).map((issue) => (
            <li key={issue.path}>{t('themeEditor.jsonIssue.notColor', { path: issue.path })}</li>
          ))}
        </ul>
      )}
      {asJson ? (
        <ThemeJsonView
          key={revision}
          tree={tree}
          onChange={(next) => {
            setJsonBlocked(next === null);
            if (next) setDraft(next);
          }}
        />
      ) : (
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          <nav
            aria-label={t('themeEditor.layers')}
            className="max-h-[70vh] overflow-auto rounded-lg border border-slate-200 p-2"
          >
            <ul>
              {rows.map((row) => {
                const key = pathKey(row.path);
                const isSelected = key === pathKey(selected);
                return (
                  <li key={key} className="flex items-center gap-1" style={{ paddingLeft: (row.path.length - 1) * 16 }}>
                    {row.hasChildren ? (
                      <button
                        type="button"
                        className="w-5 text-slate-500"
                        aria-label={t(expanded.has(key) ? 'themeEditor.collapse' : 'themeEditor.expand', {
                          name: row.name,
                        })}
                        aria-expanded={expanded.has(key)}
                        onClick={() => toggle(row.path)}
                      >
                        {expanded.has(key) ? '▾' : '▸'}
                      </button>
                    ) : (
                      <span className="w-5" />
                    )}
                    <button
                      type="button"
                      data-theme-node={key}
                      aria-pressed={isSelected}
                      className={`flex-1 rounded px-2 py-0.5 text-left text-sm ${isSelected ? 'bg-blue-100 text-blue-900' : 'hover:bg-slate-100'}`}
                      onClick={() => setSelected(row.path)}
                    >
                      <span translate="no">{row.name}</span>
                      <span className="ml-2 text-xs text-slate-500">
                        {t('themeEditor.layer', { number: row.path.length })}
                        {row.count > 0 && ` · ${t('themeEditor.optionCount', { count: row.count })}`}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <section aria-label={t('themeEditor.inspector')} className="space-y-4">
            {selected.length === 0 ? (
              <p className="text-slate-600">{t('themeEditor.selectToEdit')}</p>
            ) : (
              <>
                <h2 className="text-lg font-semibold" translate="no">
                  {selected.join(' › ')}
                </h2>
                {selector && (
                  <p className="text-sm text-slate-600">
                    {t('themeEditor.styleClass')} <code translate="no">{selector}</code>
                  </p>
                )}
                {options ? (
                  <OptionsEditor
                    key={`${revision}:${pathKey(selected)}`}
                    options={options}
                    onChange={(next) => setDraft(withOptions(tree, selected, next))}
                  />
                ) : (
                  <p className="text-sm text-slate-600">{t('themeEditor.pickKey')}</p>
                )}
                <div>
                  <h3 className="mb-1 text-sm font-semibold">{t('themeEditor.css')}</h3>
                  <pre
                    data-testid="theme-css"
                    translate="no"
                    className="max-h-64 overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100"
                  >
                    {css || t('themeEditor.noCss')}
                  </pre>
                </div>
              </>
            )}
          </section>
        </div>
      )}
    </Page>
  );
}
