import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AppConfigPage } from '../features/apps/AppConfigPage';
import { AppDetailPage } from '../features/apps/AppDetailPage';
import { AppsPage } from '../features/apps/AppsPage';
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
      ...productRoute('pricing', <EmptyAreaPage areaKey="pricing" />),
      ...productRoute('underwriting', <EmptyAreaPage areaKey="underwriting" />),
      ...productRoute('discountsCodes', <EmptyAreaPage areaKey="discountCodes" />),
      ...productRoute('loadingsCodes', <EmptyAreaPage areaKey="loadingCodes" />),
      { path: '/releases', element: <EmptyAreaPage areaKey="releases" /> },
      { path: '/apps', element: <AppsPage /> },
      { path: '/apps/detail/:appId', element: <AppDetailPage /> },
      { path: '/apps/detail/config/:appId', element: <AppConfigPage /> },
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
