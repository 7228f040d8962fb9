import { ROUTE_PERMISSIONS } from '@portal/domain';
import type { ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../components/ui/status-panel';
import { withAreaTexts } from '../i18n/i18n';
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
  'origin-certificate',
  'origin-certificate-upload',
  'norm-list',
  'norm-details',
  'producer-declaration',
  'declaration-list',
  'declaration-details',
  'sustainability',
  'sustainability-list',
  'sustainability-status',
  'pre-scheduling-list',
  'pre-scheduling-details',
  'pre-scheduling-report',
  'idgf',
  'dock-board',
]);
/** Each area's route module, loaded with the texts its pages need (so they load with the screen). */
const loadRoutes = () => withAreaTexts(['loads'], () => import('./pages/load-routes'));
const schedulingRoutes = () => withAreaTexts(['scheduling'], () => import('./pages/scheduling-routes'));
const cdRoutes = () => withAreaTexts(['cds'], () => import('./pages/cd-routes'));
const conciliationRoutes = () => withAreaTexts(['conciliation'], () => import('./pages/conciliation-routes'));
const labelRoutes = () => withAreaTexts(['labels', 'printer'], () => import('./pages/label-routes'));
const chartRoutes = () => withAreaTexts(['charts'], () => import('./pages/chart-routes'));
const registrationRoutes = () => withAreaTexts(['registration'], () => import('./pages/registration-routes'));
const providerRoutes = () => withAreaTexts(['providers'], () => import('./pages/providers-routes'));
const subcontractorRoutes = () => withAreaTexts(['subcontractors'], () => import('./pages/subcontractors-routes'));
const subcontractorInvoiceRoute = () =>
  withAreaTexts(['subcontractors'], () => import('./pages/subcontractor-invoice-route'));
const samplesRoutes = () => withAreaTexts(['samples'], () => import('./pages/samples-routes'));
const originCertificateRoutes = () =>
  withAreaTexts(['originCertificates'], () => import('./pages/origin-certificates-routes'));
const normsRoutes = () => withAreaTexts(['norms'], () => import('./pages/norms-routes'));
const declarationsRoutes = () => withAreaTexts(['declarations'], () => import('./pages/declarations-routes'));
const sustainabilityRoutes = () => withAreaTexts(['sustainability'], () => import('./pages/sustainability-routes'));
const preSchedulingRoutes = () => withAreaTexts(['preScheduling'], () => import('./pages/pre-scheduling-routes'));
const idgfRoutes = () => withAreaTexts(['idgf'], () => import('./pages/idgf-routes'));

/** A lazy route: its module, and the name of the page component the module exports for it. */
function lazyRoute<K extends string, M extends Record<K, ComponentType>>(
  path: string,
  load: () => Promise<M>,
  page: K,
): RouteObject {
  return { path, lazy: () => load().then((module) => ({ Component: module[page] })) };
}

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
      lazyRoute('login', () => import('../features/auth/pages/login-page'), 'LoginPage'),
      lazyRoute('login/success', () => import('../features/auth/pages/login-success-page'), 'LoginSuccessPage'),
      lazyRoute('register', () => import('./pages/register-route'), 'RegisterRoute'),
      {
        lazy: () => import('./protected-shell').then((m) => ({ Component: m.ProtectedShell })),
        children: [
          lazyRoute('main', () => import('./pages/main-route'), 'MainRoute'),
          lazyRoute('order-options', () => import('./pages/order-options-route'), 'OrderOptionsRoute'),
          lazyRoute('load', loadRoutes, 'LoadRoute'),
          lazyRoute('load-details', loadRoutes, 'LoadDetailsRoute'),
          lazyRoute('scheduling', schedulingRoutes, 'SchedulingRoute'),
          lazyRoute('scheduling-report', schedulingRoutes, 'SchedulingReportRoute'),
          lazyRoute('dock-board', schedulingRoutes, 'DockBoardRoute'),
          lazyRoute('cd-list', cdRoutes, 'CdListRoute'),
          lazyRoute('cd-details', cdRoutes, 'CdDetailsRoute'),
          lazyRoute('reconcile', conciliationRoutes, 'ReconcileRoute'),
          lazyRoute('conciliation-status', conciliationRoutes, 'ConciliationStatusRoute'),
          lazyRoute('conciliation-list', conciliationRoutes, 'ConciliationListRoute'),
          lazyRoute('conciliation-report', conciliationRoutes, 'ConciliationReportRoute'),
          lazyRoute('price-tag', labelRoutes, 'PriceTagRoute'),
          lazyRoute('box-tag', labelRoutes, 'BoxTagRoute'),
          lazyRoute('import-chart', chartRoutes, 'ImportChartRoute'),
          lazyRoute('register-requests', registrationRoutes, 'RegisterRequestsRoute'),
          lazyRoute('provider-list', providerRoutes, 'ProviderListRoute'),
          lazyRoute('provider-details', providerRoutes, 'ProviderDetailsRoute'),
          lazyRoute('subcontractor-list', subcontractorRoutes, 'SubcontractorListRoute'),
          lazyRoute('subcontractor-details', subcontractorRoutes, 'SubcontractorDetailsRoute'),
          lazyRoute('subcontractor-invoice', subcontractorInvoiceRoute, 'SubcontractorInvoiceRoute'),
          lazyRoute('order-sample-list', samplesRoutes, 'OrderSampleListRoute'),
          lazyRoute('order-sample-details', samplesRoutes, 'OrderSampleDetailsRoute'),
          lazyRoute('origin-certificate', originCertificateRoutes, 'OriginCertificateRoute'),
          lazyRoute('origin-certificate-upload', originCertificateRoutes, 'OriginCertificateUploadRoute'),
          lazyRoute('norm-list', normsRoutes, 'NormListRoute'),
          lazyRoute('norm-details', normsRoutes, 'NormDetailsRoute'),
          lazyRoute('producer-declaration', declarationsRoutes, 'ProducerDeclarationRoute'),
          lazyRoute('declaration-list', declarationsRoutes, 'DeclarationListRoute'),
          lazyRoute('declaration-details', declarationsRoutes, 'DeclarationDetailsRoute'),
          lazyRoute('sustainability', sustainabilityRoutes, 'SustainabilityRoute'),
          lazyRoute('sustainability-list', sustainabilityRoutes, 'SustainabilityListRoute'),
          lazyRoute('sustainability-status', sustainabilityRoutes, 'SustainabilityStatusRoute'),
          lazyRoute('pre-scheduling-list', preSchedulingRoutes, 'PreSchedulingListRoute'),
          lazyRoute('pre-scheduling-details', preSchedulingRoutes, 'PreSchedulingDetailsRoute'),
          lazyRoute('pre-scheduling-report', preSchedulingRoutes, 'PreSchedulingReportRoute'),
          lazyRoute('idgf', idgfRoutes, 'IdgfRoute'),
          lazyRoute('provider-details/idgf', idgfRoutes, 'ProviderIdgfRoute'),
          ...PENDING_ROUTES.map((path) =>
            lazyRoute(path, () => import('./pages/pending-area-page'), 'PendingAreaPage'),
          ),
        ],
      },
      lazyRoute('*', () => import('./pages/not-found-page'), 'NotFoundPage'),
    ],
  },
];
