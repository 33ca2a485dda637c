import { parseBaseVariants, type TCmsComponentRoute, type TPublishedApp } from '@carrier/contracts';
import { appStylesheet, normalizeTree, parseTheme, type UiNode } from '@carrier/contracts/ui-tree';
import { type KitLocale, KitLocaleProvider } from '@carrier/kit';
import { useEffect, useMemo, useState } from 'react';
import { CanvasContext } from '../../shared/canvas/canvas-context';
import { DesignSheet } from '../../shared/canvas/design-sheet';
import { AppComponentsContext } from '../../shared/canvas/StaticTree';
import { createValueStore } from '../../shared/canvas/value-store';
import { formatDateTime } from '../../ui/format';
import { elementOf } from '../ui-editor/elements';
import { LivePage } from './LivePage';
import { matchBrowserLocale, negotiateLocale } from './negotiate-locale';
import { pageNameIn } from './page-names';
import { type Loaded, loadPublishedApp } from './published-api';
import { PUBLISHED_LOCALES, publishedText } from './texts';

const HEADER = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
  padding: '12px 24px',
  borderBottom: '1px solid #e2e8f0',
} as const;

// The kit's own colour tokens (the theme can set them): links in the brand colour, the current page bold.
const NAV_LINK = { color: 'var(--color8, #1d4ed8)', textDecoration: 'none', padding: '4px 2px' } as const;
const NAV_CURRENT = { ...NAV_LINK, fontWeight: 600, borderBottom: '2px solid currentColor' } as const;
const LOCALE_SELECT = {
  font: 'inherit',
  padding: '4px 8px',
  border: '1px solid var(--color3, #cbd5e1)',
  borderRadius: 6,
  background: 'var(--color0, #fff)',
} as const;

const FOOTER = { padding: '16px 24px', fontSize: 12, color: 'var(--color5, #64748b)' } as const;

const normalPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';

/** The page at a path: exact first, then a route pattern with :params. */
export function pageAt(pages: TCmsComponentRoute[], path: string): TCmsComponentRoute | undefined {
  const wanted = normalPath(path);
  return (
    pages.find((page) => normalPath(page.path ?? '') === wanted) ??
    pages.find((page) => {
      const pattern = normalPath(page.path ?? '')
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      return page.path?.includes(':') && new RegExp(`^${pattern}$`).test(wanted);
    })
  );
}

function useLocation() {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const navigate = (to: string) => {
    history.pushState(null, '', `${to}${location.search}`);
    setPath(to);
  };
  return [path, navigate] as const;
}

const rememberedKey = (app: TPublishedApp) => `carrier.published.${app.appId}.locale`;

function remembered(app: TPublishedApp): string | null {
  try {
    return localStorage.getItem(rememberedKey(app));
  } catch {
    return null;
  }
}

function remember(app: TPublishedApp, locale: string) {
  try {
    localStorage.setItem(rememberedKey(app), locale);
  } catch {
    // Storage refused (private mode): the choice lasts as long as the page's ?locale=.
  }
}

const browserLanguages = () => (navigator.languages?.length ? navigator.languages : [navigator.language]);

/** The locale the app opens in: ?locale=, the visitor's earlier choice, the browser's languages, the default. */
function chosenLocale(app: TPublishedApp): string {
  const wishes = {
    asked: new URLSearchParams(location.search).get('locale'),
    remembered: remembered(app),
    browser: browserLanguages(),
  };
  return negotiateLocale(wishes, app.allowedLocales, app.defaultLocale);
}

/** The runtime's own texts before the app is known: in the browser's language when the runtime has it. */
const runtimeLocale = () => matchBrowserLocale(browserLanguages(), PUBLISHED_LOCALES) ?? 'en-US';

/** The published app at this host: its live version's pages, routed by path, in its allowed locales. */
export function PublishedApp() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    loadPublishedApp().then(setLoaded);
  }, []);
  if (!loaded) return <p style={{ padding: 24 }}>{publishedText(runtimeLocale(), 'published.loading')}</p>;
  if (!loaded.ok)
    return (
      <p role="alert" style={{ padding: 24 }}>
        {publishedText(runtimeLocale(), loaded.notPublished ? 'published.notPublished' : 'published.loadFailed')}
      </p>
    );
  return <LiveApp app={loaded.app} />;
}

function LiveApp({ app }: { app: TPublishedApp }) {
  const [path, navigate] = useLocation();
  const [locale, setLocale] = useState(() => chosenLocale(app));
  const [localeStore] = useState(() => createValueStore(locale));
  const sheet = useMemo(() => {
    const created = new DesignSheet();
    created.attach(document);
    return created;
  }, []);
  const context = useMemo(() => ({ locale: localeStore, sheet, elementOf }), [localeStore, sheet]);
  const components = useMemo(() => {
    const byKey = new Map<string, UiNode>();
    for (const component of app.components) {
      const tree = normalizeTree(component.editorAst);
      if (!tree) continue;
      byKey.set(component.id, tree);
      byKey.set(component.name, tree);
    }
    return byKey;
  }, [app]);

  useEffect(() => {
    const style = document.createElement('style');
    style.dataset.theme = '';
    // The same stylesheet as the UI editor's canvas: theme tokens, custom CSS, base-component theme.
    style.textContent = [
      'body { margin: 0; font-family: var(--fontFamilyPrimary, system-ui, sans-serif); }',
      appStylesheet(parseTheme(app.themeJsonString), parseBaseVariants(app.baseComponentsVariantsJsonString)),
    ].join('\n');
    document.head.append(style);
    return () => style.remove();
  }, [app]);
  useEffect(() => {
    localeStore.set(locale);
    document.documentElement.lang = locale;
    document.title = app.appName;
  }, [locale, localeStore, app]);

  const page = pageAt(app.pages, path);
  useEffect(() => {
    if (page?.redirect && page.redirect !== path) navigate(page.redirect);
  });
  const changeLocale = (next: string) => {
    const query = new URLSearchParams(location.search);
    query.set('locale', next);
    history.replaceState(null, '', `${location.pathname}?${query}`);
    remember(app, next);
    setLocale(next);
  };
  const tree = page?.component ? components.get(page.component) : undefined;
  const text = (key: string, params?: Record<string, string>) => publishedText(locale, key, params);

  return (
    <CanvasContext.Provider value={context}>
      <AppComponentsContext.Provider value={components}>
        <KitLocaleProvider locale={locale as KitLocale}>
          <header style={HEADER}>
            <strong translate="no">{app.appName}</strong>
            <nav style={{ display: 'flex', gap: 12 }}>
              {app.pages
                .filter((route) => route.path && !route.path.includes(':') && !route.redirect)
                .map((route) => {
                  const name = pageNameIn(route, locale);
                  return (
                    <a
                      key={route.path}
                      href={`${route.path}${location.search}`}
                      // A name without one in this locale is the builder's text in another language.
                      translate={name.localized ? undefined : 'no'}
                      aria-current={route === page ? 'page' : undefined}
                      style={route === page ? NAV_CURRENT : NAV_LINK}
                      onClick={(event) => {
                        event.preventDefault();
                        navigate(route.path ?? '/');
                      }}
                    >
                      {name.text}
                    </a>
                  );
                })}
            </nav>
            {app.allowedLocales.length > 1 && (
              <label style={{ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: 8 }}>
                {text('published.language')}
                <select value={locale} onChange={(event) => changeLocale(event.target.value)} style={LOCALE_SELECT}>
                  {app.allowedLocales.map((option) => (
                    <option key={option} value={option} translate="no">
                      {publishedText(option, `published.locales.${option}`).replace(/^published\.locales\./, '')}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </header>
          <main>
            {tree ? (
              <LivePage key={`${path}`} root={tree} locale={locale} />
            ) : (
              <p role="alert" style={{ padding: 24 }}>
                {text('published.notFound')}
              </p>
            )}
          </main>
          <footer style={FOOTER}>
            {/* Version 0 is a preview link's draft (PublishModal), never live. */}
            {app.version === 0
              ? text('published.preview')
              : text('published.version', {
                  version: String(app.version),
                  date: formatDateTime(app.publishedAt),
                })}
          </footer>
        </KitLocaleProvider>
      </AppComponentsContext.Provider>
    </CanvasContext.Provider>
  );
}
