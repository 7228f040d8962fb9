/** What app/ may use of the labels area (routes.tsx mounts the pages lazily). */
export { PriceTagPage, type PriceTagPageProps } from './pages/price-tag-page';
export { BoxTagPage, type BoxTagPageProps } from './pages/box-tag-page';
