import { BoxTagPage, PriceTagPage } from '../../features/labels';
import { useSessionUser } from '../use-session-user';

/** /price-tag: an order's price tags, printed or downloaded. */
export function PriceTagRoute() {
  return <PriceTagPage user={useSessionUser()} />;
}

/** /box-tag: an order's box stamps, printed or downloaded. */
export function BoxTagRoute() {
  return <BoxTagPage user={useSessionUser()} />;
}
