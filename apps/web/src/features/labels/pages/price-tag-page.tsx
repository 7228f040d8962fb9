import { useTranslation } from 'react-i18next';
import { useOrderHead } from '../../../lib/order-head';
import { usePriceTagItems } from '../api/price-tag-items';
import { LabelPageShell } from '../components/label-page-shell';
import { PriceTagForm } from '../components/price-tag-form';
import { usePageOrderId } from '../../../lib/page-id';
import type { SessionUser } from '../../../lib/session-user';
import { usePrinter } from '../printer/use-printer';

export interface PriceTagPageProps {
  user: SessionUser;
}

/** /price-tag: an order's price tags, printed on the local Zebra printer or downloaded (ZPL, TXT or PDF). */
export function PriceTagPage({ user }: PriceTagPageProps) {
  const { t } = useTranslation();
  const pageId = usePageOrderId();
  const idPedido = pageId.id;
  const order = useOrderHead(idPedido);
  const items = usePriceTagItems(idPedido);
  const printer = usePrinter();
  return (
    <LabelPageShell
      title={t('labels.priceTag.title')}
      titleOrder={(id) => t('labels.priceTag.titleOrder', { id })}
      pageId={pageId}
      order={order}
      items={items}
    >
      {(head, list) => (
        <PriceTagForm key={head.id} order={head} items={list} permissions={user.permissions} printer={printer} />
      )}
    </LabelPageShell>
  );
}
