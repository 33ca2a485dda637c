import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { FilesPage } from '../features/files/FilesPage';
import { BenefitsEditorPage } from '../features/products/benefits/BenefitsEditorPage';
import { ProductDetailPage } from '../features/products/ProductDetailPage';
import { ProductsPage } from '../features/products/ProductsPage';
import { PublicLayout, StudioLayout } from '../features/shell/StudioLayout';
import { KitGalleryRoute } from '../pages/KitGalleryRoute';
import { LanguagesPage } from '../pages/LanguagesPage';
import { AdjustmentCodesRoute, ReleasesRoute, RuleEditorRoute } from '../pages/PricingRoutes';
import { EmptyAreaPage } from '../ui/EmptyAreaPage';

/** Product routes take plan and type, and an optional version. */
const productRoute = (aspect: string, element: React.ReactNode): RouteObject[] => [
  { path: `/products/detail/${aspect}/:productPlan/:productType`, element },
  { path: `/products/detail/${aspect}/:productPlan/:productType/:productVersion`, element },
];

/** The studio's routes, as listed in spec 000 §2, 001 §2 and 002 §2. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
    ],
  },
  {
    element: <StudioLayout />,
    children: [
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/products', element: <ProductsPage /> },
      ...productRoute('info', <ProductDetailPage />),
      ...productRoute('benefits', <BenefitsEditorPage />),
      ...productRoute('pricing', <RuleEditorRoute key="pricing" aspect="pricing" />),
      ...productRoute('underwriting', <RuleEditorRoute key="underwriting" aspect="underwriting" />),
      ...productRoute('discountsCodes', <AdjustmentCodesRoute key="discount" kind="discount" />),
      ...productRoute('loadingsCodes', <AdjustmentCodesRoute key="loading" kind="loading" />),
      { path: '/releases', element: <ReleasesRoute /> },
      { path: '/apps', element: <EmptyAreaPage areaKey="apps" /> },
      { path: '/apps/detail/:appId', element: <EmptyAreaPage areaKey="appDetail" /> },
      { path: '/apps/detail/config/:appId', element: <EmptyAreaPage areaKey="appConfig" /> },
      { path: '/ui-editor/:appId', element: <EmptyAreaPage areaKey="uiEditor" /> },
      { path: '/ui-editor/theme/:appId', element: <EmptyAreaPage areaKey="themeEditor" /> },
      { path: '/templates', element: <EmptyAreaPage areaKey="templates" /> },
      ...['html-pdf', 'email-mjml', 'pdf-drawing', 'notification', 'sms-notifications', 'dynamic', 'function'].map(
        (kind) => ({
          path: `/templates/${kind}/:id`,
          element: <EmptyAreaPage areaKey="templateEditor" />,
        }),
      ),
      { path: '/files', element: <FilesPage /> },
      { path: '/languages', element: <LanguagesPage /> },
      {
        path: '/kit',
        element: (
          <Suspense fallback={null}>
            <KitGalleryRoute />
          </Suspense>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
