import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useLabelOrder } from '../api/label-order';
import { usePriceTagItems } from '../api/price-tag-items';
import { LabelPageShell } from '../components/label-page-shell';
import { PriceTagForm } from '../components/price-tag-form';
import { labelOrderIdFrom } from '../model/label-order-id';
import type { LabelUser } from '../model/label-user';
import { usePrinter } from '../printer/use-printer';

export interface PriceTagPageProps {
  user: LabelUser;
}

/** /price-tag: an order's price tags, printed on the local Zebra printer or downloaded (ZPL, TXT or PDF). */
export function PriceTagPage({ user }: PriceTagPageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [search] = useSearchParams();
  const idPedido = labelOrderIdFrom(location.state, search);
  const order = useLabelOrder(idPedido);
  const items = usePriceTagItems(idPedido);
  const printer = usePrinter();
  return (
    <LabelPageShell
      title={t('labels.priceTag.title')}
      titleOrder={(id) => t('labels.priceTag.titleOrder', { id })}
      idPedido={idPedido}
      order={order}
      items={items}
    >
      {(head, list) => (
        <PriceTagForm key={head.id} order={head} items={list} permissions={user.permissions} printer={printer} />
      )}
    </LabelPageShell>
  );
}
