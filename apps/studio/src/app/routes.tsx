import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PublicLayout } from '../features/shell/PublicLayout';
import { loadFeatureTexts } from '../i18n';
import { loadChunk } from './chunk-load';
import { RouteError } from './RouteError';

type PageRoute = Pick<RouteObject, 'element' | 'lazy' | 'errorElement'>;

/**
 * What the first load shows while its lazy route's code arrives (a blank page, busy for assistive
 * technology; a loading text would only flash). Without one React Router warns on every full load.
 */
function FirstLoad() {
  return <div aria-busy="true" className="min-h-screen" />;
}

/** A page whose code could not be loaded: rendering it throws the failure to the route's error element. */
function FailedPage({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A page that loads on its first visit: the start-up bundle holds the shell only, and each area's
 * code (and its editors) arrives when someone opens it (within the spec's chunk load timeout). A page
 * that fails, or whose code cannot be fetched, shows the route error inside the shell.
 */
const lazyRoute = <M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  props?: P,
): PageRoute => ({
  errorElement: <RouteError />,
  lazy: async () => {
    let Page: ComponentType<object>;
    try {
      Page = pick(await loadChunk(load)) as ComponentType<object>;
    } catch (error) {
      // Thrown while rendering, so the route's error element shows it (a rejected lazy() would leave
      // the page blank on a first load).
      return { element: <FailedPage error={error} /> };
    }
    return { Component: props ? () => <Page {...props} /> : Page };
  },
});

/** A signed-in page: zod is told not to compile parsers (the CSP forbids it) before the page can parse. */
const lazyPage = <M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>, props?: P) =>
  lazyRoute(() => import('../zod-csp').then(load), pick, props);

/** A sign-in screen: kept as small as it can be; the sign-in page loads no zod (the recovery forms load it, `ui/useZodForm`). */
const publicPage = lazyRoute;

const loadRuleEditor = () => import('../features/pricing/editor/RuleEditorPage');
const loadCodes = () => import('../features/pricing/codes/AdjustmentCodesPage');

/** Product routes take plan and type, and an optional version. */
const productRoute = (aspect: string, page: PageRoute): RouteObject[] => [
  { path: `/products/detail/${aspect}/:productPlan/:productType`, ...page },
  { path: `/products/detail/${aspect}/:productPlan/:productType/:productVersion`, ...page },
];

/** The studio's routes, as listed in spec 000 §2, 001 §2 and 002 §2. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    children: [
      {
        path: '/login',
        ...publicPage(
          () => import('../features/auth/LoginPage'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: '/reset-password',
        ...publicPage(
          () => import('../features/auth/ResetPasswordPage'),
          (m) => m.ResetPasswordPage,
        ),
      },
    ],
  },
  {
    // The signed-in shell (top bar, query cache, the features' texts) loads on the first signed-in visit.
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    lazy: async () => {
      try {
        const [layout] = await loadChunk(() =>
          Promise.all([import('../features/shell/StudioLayout'), loadFeatureTexts()]),
        );
        return { Component: layout.StudioLayout };
      } catch (error) {
        return { element: <FailedPage error={error} /> };
      }
    },
    children: [
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      {
        path: '/dashboard',
        ...lazyPage(
          () => import('../features/dashboard/DashboardPage'),
          (m) => m.DashboardPage,
        ),
      },
      {
        path: '/products',
        ...lazyPage(
          () => import('../features/products/ProductsPage'),
          (m) => m.ProductsPage,
        ),
      },
      ...productRoute(
        'info',
        lazyPage(
          () => import('../features/products/ProductDetailPage'),
          (m) => m.ProductDetailPage,
        ),
      ),
      ...productRoute(
        'benefits',
        lazyPage(
          () => import('../features/products/benefits/BenefitsEditorPage'),
          (m) => m.BenefitsEditorPage,
        ),
      ),
      ...productRoute(
        'pricing',
        lazyPage(loadRuleEditor, (m) => m.RuleEditorPage, { aspect: 'pricing' }),
      ),
      ...productRoute(
        'underwriting',
        lazyPage(loadRuleEditor, (m) => m.RuleEditorPage, { aspect: 'underwriting' }),
      ),
      ...productRoute(
        'discountsCodes',
        lazyPage(loadCodes, (m) => m.AdjustmentCodesPage, { kind: 'discount' }),
      ),
      ...productRoute(
        'loadingsCodes',
        lazyPage(loadCodes, (m) => m.AdjustmentCodesPage, { kind: 'loading' }),
      ),
      ...productRoute(
        'taxes',
        lazyPage(loadCodes, (m) => m.AdjustmentCodesPage, { kind: 'tax' }),
      ),
      ...productRoute(
        'rateTables',
        lazyPage(
          () => import('../features/pricing/rate-tables/RateTablesPage'),
          (m) => m.RateTablesPage,
        ),
      ),
      ...productRoute(
        'dictionary',
        lazyPage(
          () => import('../features/pricing/dictionary/DictionaryPage'),
          (m) => m.DictionaryPage,
        ),
      ),
      {
        path: '/releases',
        ...lazyPage(
          () => import('../features/pricing/releases/ReleasesPage'),
          (m) => m.ReleasesPage,
        ),
      },
      {
        path: '/apps',
        ...lazyPage(
          () => import('../features/apps/AppsPage'),
          (m) => m.AppsPage,
        ),
      },
      {
        path: '/apps/detail/:appId',
        ...lazyPage(
          () => import('../features/apps/AppDetailPage'),
          (m) => m.AppDetailPage,
        ),
      },
      {
        path: '/apps/detail/config/:appId',
        ...lazyPage(
          () => import('../features/apps/AppConfigPage'),
          (m) => m.AppConfigPage,
        ),
      },
      {
        path: '/ui-editor/:appId',
        ...lazyPage(
          () => import('../features/ui-editor/UiEditorPage'),
          (m) => m.UiEditorPage,
        ),
      },
      {
        path: '/ui-editor/theme/:appId',
        ...lazyPage(
          () => import('../features/theme-editor/ThemeEditorPage'),
          (m) => m.ThemeEditorPage,
        ),
      },
      {
        path: '/templates',
        ...lazyPage(
          () => import('../features/templates/TemplatesPage'),
          (m) => m.TemplatesPage,
        ),
      },
      {
        path: '/templates/runs',
        ...lazyPage(
          () => import('../features/document-runs/DocumentRunsPage'),
          (m) => m.DocumentRunsPage,
        ),
      },
      {
        path: '/templates/:kindPath/:id',
        ...lazyPage(
          () => import('../features/templates/TemplateEditorPage'),
          (m) => m.TemplateEditorPage,
        ),
      },
      {
        path: '/files',
        ...lazyPage(
          () => import('../features/files/FilesPage'),
          (m) => m.FilesPage,
        ),
      },
      {
        path: '/settings/users',
        ...lazyPage(
          () => import('../features/users/UsersPage'),
          (m) => m.UsersPage,
        ),
      },
      {
        path: '/settings/approvals',
        ...lazyPage(
          () => import('../features/approvals/ApprovalSettingsPage'),
          (m) => m.ApprovalSettingsPage,
        ),
      },
      {
        path: '/promotion',
        ...lazyPage(
          () => import('../features/promotion/PromotionPage'),
          (m) => m.PromotionPage,
        ),
      },
      {
        path: '/audit',
        ...lazyPage(
          () => import('../features/audit/AuditLogPage'),
          (m) => m.AuditLogPage,
        ),
      },
      {
        path: '/outbox',
        ...lazyPage(
          () => import('../features/outbox/OutboxPage'),
          (m) => m.OutboxPage,
        ),
      },
      {
        path: '/languages',
        ...lazyPage(
          () => import('../pages/LanguagesPage'),
          (m) => m.LanguagesPage,
        ),
      },
      {
        path: '/kit',
        ...lazyPage(
          () => import('../features/kit-gallery/KitGalleryPage'),
          (m) => m.KitGalleryPage,
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
