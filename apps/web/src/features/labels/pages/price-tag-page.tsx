import type { SessionUser } from '../../../lib/session-user';
import { usePriceTagItems } from '../api/price-tag-items';
import { LabelPage } from '../components/label-page-shell';
import { PriceTagForm } from '../components/price-tag-form';

export interface PriceTagPageProps {
  user: SessionUser;
}

/** /price-tag: an order's price tags, printed on the local Zebra printer or downloaded (ZPL, TXT or PDF). */
export function PriceTagPage({ user }: PriceTagPageProps) {
  return <LabelPage user={user} kind="priceTag" useItems={usePriceTagItems} Form={PriceTagForm} />;
}
