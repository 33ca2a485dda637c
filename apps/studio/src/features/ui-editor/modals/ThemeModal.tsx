import { isCssColor } from '@carrier/contracts';
import { type AppTheme, nodeId, type ThemeItem, themeColorIssues } from '@carrier/contracts/ui-tree';
import { THEME_TOKENS } from '@carrier/kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { ModalActions } from '../../../ui/ModalActions';
import { TabList } from '../../../ui/TabList';
import { useSubmit } from '../../../ui/useSubmit';
import { saveTheme } from '../component-actions';
import { appContentKey } from '../ui-editor-data';
import { SaveError } from './SaveError';

const TABS = ['colors', 'shadows', 'typeFaces', 'customCss', 'tokens'] as const;
type Tab = (typeof TABS)[number];
type ListTab = 'colors' | 'shadows' | 'typeFaces';
/** The catalogue's theme save failure (spec 002 §8). */
const THEME_SAVE_FAILED = 'Oops, there was an unexpected error.';

const INPUT = 'w-full rounded-md border border-slate-300 px-2 py-1 text-sm';

function ItemList({
  items,
  withUrl,
  onChange,
  kind,
}: {
  items: ThemeItem[];
  withUrl: boolean;
  onChange: (items: ThemeItem[]) => void;
  kind: ListTab;
}) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<ThemeItem>) =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  return (
    <div className="space-y-2">
      {items.map((item, index) => {
        const notColor = kind === 'colors' && !isCssColor(item.value);
        return (
          <div key={item.id} data-theme-item={kind}>
            <div className="flex items-center gap-2">
              {kind === 'colors' && (
                <span className="h-6 w-6 shrink-0 rounded border border-slate-300" style={{ background: item.value }} />
              )}
              <input
                aria-label={t('uiEditor.theme.name')}
                className={INPUT}
                value={item.name}
                onChange={(event) => set(index, { name: event.target.value })}
              />
              <input
                aria-label={t('uiEditor.theme.value')}
                aria-invalid={notColor || undefined}
                aria-describedby={notColor ? `${item.id}-colour` : undefined}
                className={notColor ? INPUT.replace('border-slate-300', 'border-red-500') : INPUT}
                value={item.value}
                translate="no"
                onChange={(event) => set(index, { value: event.target.value })}
              />
              {withUrl && (
                <input
                  aria-label={t('uiEditor.theme.url')}
                  className={INPUT}
                  value={item.url ?? ''}
                  onChange={(event) => set(index, { url: event.target.value })}
                />
              )}
              <Button
                variant="ghost"
                className="shrink-0 whitespace-nowrap"
                onClick={() => onChange(items.filter((_, at) => at !== index))}
              >
                {t('uiEditor.delete')}
              </Button>
            </div>
            {notColor && (
              <p id={`${item.id}-colour`} className="mt-1 text-xs text-red-600">
                {item.value.trim()
                  ? t('uiEditor.theme.notColor', { value: item.value })
                  : t('uiEditor.theme.colourRequired')}
              </p>
            )}
          </div>
        );
      })}
      <Button
        variant="secondary"
        onClick={() => onChange([...items, { id: nodeId(), name: '', value: '', ...(withUrl ? { url: '' } : {}) }])}
      >
        {t('uiEditor.theme.add')}
      </Button>
    </div>
  );
}

const itemsForToken = (theme: AppTheme, token: string): ThemeItem[] | null => {
  if (token.startsWith('color')) return theme.colors;
  if (token.startsWith('shadow')) return theme.shadows;
  if (token.startsWith('fontFamily')) return theme.typeFaces;
  return null;
};

/** The theme modal: colors, shadows, typeFaces, customCss and the tokens that name them. */
export function ThemeModal({
  open,
  appId,
  theme,
  onClose,
}: {
  open: boolean;
  appId: string;
  theme: AppTheme;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(theme);
  const [tab, setTab] = useState<Tab>('colors');
  const [error, setError] = useState('');
  const { busy, submit } = useSubmit();
  useEffect(() => {
    if (open) {
      setDraft(theme);
      setError('');
    }
  }, [open, theme]);
  const save = () => {
    // A colour a browser would not take is refused here, at its field, as the server would.
    if (themeColorIssues(draft).length) {
      setTab(themeColorIssues(draft)[0]?.path[0] === 'tokens' ? 'tokens' : 'colors');
      setError(t('uiEditor.theme.fixColours'));
      return;
    }
    return submit(
      async () => {
        setError('');
        await saveTheme(appId, JSON.stringify(draft), THEME_SAVE_FAILED);
        await queryClient.invalidateQueries({ queryKey: appContentKey(appId) });
      },
      { success: t('uiEditor.theme.saved'), onDone: onClose, onError: setError },
    );
  };
  return (
    <Modal
      open={open}
      title={t('uiEditor.theme.title')}
      onClose={onClose}
      size="lg"
      footer={
        <ModalActions
          cancelLabel={t('uiEditor.cancel')}
          onCancel={onClose}
          submitLabel={t('uiEditor.save')}
          onSubmit={() => void save()}
          disabled={busy}
        />
      }
    >
      <SaveError message={error} />
      <TabList
        label={t('uiEditor.theme.title')}
        tabs={TABS.map((item) => ({ id: item, label: t(`uiEditor.theme.tabs.${item}`) }))}
        selected={tab}
        onSelect={setTab}
        look="underline"
        className="mb-3"
      />
      <div role="tabpanel" className="max-h-[55vh] overflow-y-auto">
        {(tab === 'colors' || tab === 'shadows' || tab === 'typeFaces') && (
          <ItemList
            kind={tab}
            items={draft[tab]}
            withUrl={tab === 'typeFaces'}
            onChange={(items) => setDraft({ ...draft, [tab]: items })}
          />
        )}
        {tab === 'customCss' && (
          <textarea
            aria-label={t('uiEditor.theme.tabs.customCss')}
            className={`${INPUT} h-64 font-mono`}
            translate="no"
            value={draft.customCss.cssString}
            onChange={(event) => setDraft({ ...draft, customCss: { cssString: event.target.value } })}
          />
        )}
        {tab === 'tokens' && (
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {THEME_TOKENS.map((token) => {
              const items = itemsForToken(draft, token);
              const value = draft.tokens[token] ?? '';
              const setToken = (next: string) => {
                const tokens = { ...draft.tokens };
                if (next) tokens[token] = next;
                else delete tokens[token];
                setDraft({ ...draft, tokens });
              };
              return (
                <div key={token} className="flex items-center gap-2 text-sm">
                  <span className="w-40 shrink-0 font-mono text-xs" translate="no">
                    {token}
                  </span>
                  {items ? (
                    <select
                      aria-label={token}
                      className={INPUT}
                      value={value}
                      onChange={(event) => setToken(event.target.value)}
                    >
                      <option value="">—</option>
                      {value && !items.some((item) => item.id === value) && <option value={value}>{value}</option>}
                      {items.map((item) => (
                        <option key={item.id} value={item.id} translate="no">
                          {item.name || item.value}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      aria-label={token}
                      className={INPUT}
                      value={value}
                      onChange={(event) => setToken(event.target.value)}
                    />
                  )}
                </div>
              );
            })}
          </div>
        )}
      </div>
    </Modal>
  );
}
