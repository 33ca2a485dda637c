import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PublicLayout } from '../features/shell/PublicLayout';
import { loadFeatureTexts } from '../i18n';

type PageRoute = Pick<RouteObject, 'element' | 'lazy'>;

/**
 * A page that loads on its first visit: the start-up bundle holds the shell only, and each area's
 * code (and its editors) arrives when someone opens it.
 */
const lazyRoute = <M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  props?: P,
): PageRoute => ({
  lazy: async () => {
    const Page = pick(await load()) as ComponentType<object>;
    return { Component: props ? () => <Page {...props} /> : Page };
  },
});

/** A signed-in page: zod is told not to compile parsers (the CSP forbids it) before the page can parse. */
const lazyPage = <M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>, props?: P) =>
  lazyRoute(() => import('../zod-csp').then(load), pick, props);

/** A sign-in screen: kept as small as it can be, it loads no zod. */
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
    lazy: async () => {
      const [layout] = await Promise.all([import('../features/shell/StudioLayout'), loadFeatureTexts()]);
      return { Component: layout.StudioLayout };
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
