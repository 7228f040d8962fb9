/** What app/ may use of the charts area (routes.tsx mounts the page lazily). */
export { ImportChartPage, type ImportChartPageProps } from './pages/import-chart-page';
