import { useTranslation } from 'react-i18next';
import { useBoxStampItems } from '../api/box-stamp-items';
import { useOrderHead } from '../../../lib/order-head';
import { BoxStampForm } from '../components/box-stamp-form';
import { LabelPageShell } from '../components/label-page-shell';
import { usePageOrderId } from '../../../lib/page-id';
import type { SessionUser } from '../../../lib/session-user';
import { usePrinter } from '../printer/use-printer';

export interface BoxTagPageProps {
  user: SessionUser;
}

/** /box-tag: an order's box stamps (one per box), printed on the local Zebra printer or downloaded. */
export function BoxTagPage({ user }: BoxTagPageProps) {
  const { t } = useTranslation();
  const pageId = usePageOrderId();
  const idPedido = pageId.id;
  const order = useOrderHead(idPedido);
  const items = useBoxStampItems(idPedido);
  const printer = usePrinter();
  return (
    <LabelPageShell
      title={t('labels.boxTag.title')}
      titleOrder={(id) => t('labels.boxTag.titleOrder', { id })}
      pageId={pageId}
      order={order}
      items={items}
    >
      {(head, list) => (
        <BoxStampForm key={head.id} order={head} items={list} permissions={user.permissions} printer={printer} />
      )}
    </LabelPageShell>
  );
}
