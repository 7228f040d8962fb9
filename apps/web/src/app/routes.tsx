import { ROUTE_PERMISSIONS } from '@portal/domain';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../components/ui/status-panel';
import { withAreaTexts, type LazyArea } from '../i18n/i18n';
import { AppRoot } from './app-root';
import { RouteErrorPage } from './pages/route-error-page';

/** "/" goes to /login, keeping the remembered origin. */
function RootRedirect() {
  const location = useLocation();
  return <Navigate to="/login" replace state={location.state} />;
}

/** Shown while the first page's code loads. */
function AppLoading() {
  const { t } = useTranslation();
  return <StatusPanel tone="loading" message={t('app.loading')} />;
}

/** Screens that exist only as the shared "being prepared" page for now. */
const BUILT_ROUTES = new Set<string>([
  'main',
  'register',
  'order-options',
  'load',
  'load-details',
  'scheduling',
  'scheduling-report',
  'cd-list',
  'cd-details',
  'reconcile',
  'conciliation-status',
  'conciliation-list',
  'conciliation-report',
  'price-tag',
  'box-tag',
  'import-chart',
  'register-requests',
  'provider-list',
  'provider-details',
  'subcontractor-list',
  'subcontractor-details',
  'subcontractor-invoice',
  'order-sample-list',
  'order-sample-details',
]);
const LABEL_AREAS: readonly LazyArea[] = ['labels', 'printer'];
const CONCILIATION_AREAS: readonly LazyArea[] = ['conciliation'];
const labelRoutes = () => import('./pages/label-routes');
const providerRoutes = () => withAreaTexts(['providers'], () => import('./pages/providers-routes'));
const subcontractorRoutes = () => withAreaTexts(['subcontractors'], () => import('./pages/subcontractors-routes'));

export const PENDING_ROUTES = ROUTE_PERMISSIONS.filter((p) => !BUILT_ROUTES.has(p));

/**
 * Every page is a lazy route so the first screen loads only its own code. The protected screens share one
 * parent (guard + layout); their paths are the ROUTE_PERMISSIONS, which also drive the guard and the menu.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        path: 'login',
        lazy: () => import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'login/success',
        lazy: () =>
          import('../features/auth/pages/login-success-page').then((m) => ({ Component: m.LoginSuccessPage })),
      },
      { path: 'register', lazy: () => import('./pages/register-route').then((m) => ({ Component: m.RegisterRoute })) },
      {
        lazy: () => import('./protected-shell').then((m) => ({ Component: m.ProtectedShell })),
        children: [
          { path: 'main', lazy: () => import('./pages/main-route').then((m) => ({ Component: m.MainRoute })) },
          {
            path: 'order-options',
            lazy: () => import('./pages/order-options-route').then((m) => ({ Component: m.OrderOptionsRoute })),
          },
          {
            path: 'load',
            lazy: () =>
              withAreaTexts(['loads'], () => import('./pages/load-routes')).then((m) => ({ Component: m.LoadRoute })),
          },
          {
            path: 'load-details',
            lazy: () =>
              withAreaTexts(['loads'], () => import('./pages/load-routes')).then((m) => ({
                Component: m.LoadDetailsRoute,
              })),
          },
          {
            path: 'scheduling',
            lazy: () =>
              withAreaTexts(['scheduling'], () => import('./pages/scheduling-routes')).then((m) => ({
                Component: m.SchedulingRoute,
              })),
          },
          {
            path: 'scheduling-report',
            lazy: () =>
              withAreaTexts(['scheduling'], () => import('./pages/scheduling-routes')).then((m) => ({
                Component: m.SchedulingReportRoute,
              })),
          },
          {
            path: 'cd-list',
            lazy: () =>
              withAreaTexts(['cds'], () => import('./pages/cd-routes')).then((m) => ({ Component: m.CdListRoute })),
          },
          {
            path: 'cd-details',
            lazy: () =>
              withAreaTexts(['cds'], () => import('./pages/cd-routes')).then((m) => ({ Component: m.CdDetailsRoute })),
          },
          {
            path: 'reconcile',
            lazy: () =>
              withAreaTexts(CONCILIATION_AREAS, () => import('./pages/conciliation-routes')).then((m) => ({
                Component: m.ReconcileRoute,
              })),
          },
          {
            path: 'conciliation-status',
            lazy: () =>
              withAreaTexts(CONCILIATION_AREAS, () => import('./pages/conciliation-routes')).then((m) => ({
                Component: m.ConciliationStatusRoute,
              })),
          },
          {
            path: 'conciliation-list',
            lazy: () =>
              withAreaTexts(CONCILIATION_AREAS, () => import('./pages/conciliation-routes')).then((m) => ({
                Component: m.ConciliationListRoute,
              })),
          },
          {
            path: 'conciliation-report',
            lazy: () =>
              withAreaTexts(CONCILIATION_AREAS, () => import('./pages/conciliation-routes')).then((m) => ({
                Component: m.ConciliationReportRoute,
              })),
          },
          {
            path: 'price-tag',
            lazy: () => withAreaTexts(LABEL_AREAS, labelRoutes).then((m) => ({ Component: m.PriceTagRoute })),
          },
          {
            path: 'box-tag',
            lazy: () => withAreaTexts(LABEL_AREAS, labelRoutes).then((m) => ({ Component: m.BoxTagRoute })),
          },
          {
            path: 'import-chart',
            lazy: () =>
              withAreaTexts(['charts'], () => import('./pages/chart-routes')).then((m) => ({
                Component: m.ImportChartRoute,
              })),
          },
          {
            path: 'register-requests',
            lazy: () =>
              withAreaTexts(['registration'], () => import('./pages/registration-routes')).then((m) => ({
                Component: m.RegisterRequestsRoute,
              })),
          },
          { path: 'provider-list', lazy: () => providerRoutes().then((m) => ({ Component: m.ProviderListRoute })) },
          {
            path: 'provider-details',
            lazy: () => providerRoutes().then((m) => ({ Component: m.ProviderDetailsRoute })),
          },
          {
            path: 'subcontractor-list',
            lazy: () => subcontractorRoutes().then((m) => ({ Component: m.SubcontractorListRoute })),
          },
          {
            path: 'subcontractor-details',
            lazy: () => subcontractorRoutes().then((m) => ({ Component: m.SubcontractorDetailsRoute })),
          },
          {
            path: 'subcontractor-invoice',
            lazy: () =>
              withAreaTexts(['subcontractors'], () => import('./pages/subcontractor-invoice-route')).then((m) => ({
                Component: m.SubcontractorInvoiceRoute,
              })),
          },
          {
            path: 'order-sample-list',
            lazy: () =>
              withAreaTexts(['samples'], () => import('./pages/samples-routes')).then((m) => ({
                Component: m.OrderSampleListRoute,
              })),
          },
          {
            path: 'order-sample-details',
            lazy: () =>
              withAreaTexts(['samples'], () => import('./pages/samples-routes')).then((m) => ({
                Component: m.OrderSampleDetailsRoute,
              })),
          },
          ...PENDING_ROUTES.map((path): RouteObject => ({
            path,
            lazy: () => import('./pages/pending-area-page').then((m) => ({ Component: m.PendingAreaPage })),
          })),
        ],
      },
      { path: '*', lazy: () => import('./pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];
