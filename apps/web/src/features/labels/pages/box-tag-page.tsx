import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useBoxStampItems } from '../api/box-stamp-items';
import { useLabelOrder } from '../api/label-order';
import { BoxStampForm } from '../components/box-stamp-form';
import { LabelPageShell } from '../components/label-page-shell';
import { labelOrderIdFrom } from '../model/label-order-id';
import type { LabelUser } from '../model/label-user';
import { usePrinter } from '../printer/use-printer';

export interface BoxTagPageProps {
  user: LabelUser;
}

/** /box-tag: an order's box stamps (one per box), printed on the local Zebra printer or downloaded. */
export function BoxTagPage({ user }: BoxTagPageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [search] = useSearchParams();
  const idPedido = labelOrderIdFrom(location.state, search);
  const order = useLabelOrder(idPedido);
  const items = useBoxStampItems(idPedido);
  const printer = usePrinter();
  return (
    <LabelPageShell
      title={t('labels.boxTag.title')}
      titleOrder={(id) => t('labels.boxTag.titleOrder', { id })}
      idPedido={idPedido}
      order={order}
      items={items}
    >
      {(head, list) => (
        <BoxStampForm key={head.id} order={head} items={list} permissions={user.permissions} printer={printer} />
      )}
    </LabelPageShell>
  );
}
