import { Alert, Card, Group, Loader, Stack, Tabs } from '@mantine/core';
import { isLastConciliationApproved, type PedidoDetalheDto } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MissingIdState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { usePageOrderId } from '../../../../lib/page-id';
import { usePageTitle } from '../../../../lib/page-title';
import { useOrderDetail } from '../api/get-order-detail';
import { AcceptOrder } from '../components/accept-order';
import { FieldList } from '../components/field-list';
import { ItemsTable } from '../components/items-table';
import { orderTabFields } from '../components/order-fields';
import { SubcontractorUse } from '../components/subcontractor-use';

export interface OrderOptionsPageProps {
  permissions: readonly string[];
  /** The leftover button and modal (another area), shown to users holding resto-sobra. */
  leftoverAction?: (orderId: number) => ReactNode;
}

const TABS = ['order', 'provider', 'cd', 'company', 'items'] as const;
type Tab = (typeof TABS)[number];

function TabContent({ tab, order }: { tab: Tab; order: PedidoDetalheDto }) {
  const { t } = useTranslation();
  switch (tab) {
    case 'items':
      return <ItemsTable items={order.itens} />;
    default:
      return <FieldList fields={orderTabFields(t, tab, order)} />;
  }
}

/** /order-options: the order read-only in tabs, subcontractor use, acceptance and leftovers. */
export function OrderOptionsPage({ permissions, leftoverAction }: OrderOptionsPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pageId = usePageOrderId();
  const orderId = pageId.id === null ? null : String(pageId.id);
  usePageTitle(orderId === null ? null : t('app.titleOrder', { id: orderId }));
  const detail = useOrderDetail(orderId);
  const order = detail.data;

  const locked = order ? isLastConciliationApproved(order) : false;

  const panel = (tab: Tab) => {
    if (detail.isError) {
      return (
        <Alert color="red" role="alert">
          {t('orderFetchError', { ns: 'errors' })}
        </Alert>
      );
    }
    if (!order) return <Loader size="sm" aria-label={t('app.loading')} />;
    return <TabContent tab={tab} order={order} />;
  };

  const header = (
    <PageHeader
      title={orderId ? t('orders.options.title', { id: orderId }) : t('orders.options.titleNoOrder')}
      back={{ label: t('orders.options.back'), onClick: () => void navigate('/main') }}
    />
  );
  if (pageId.id === null) {
    return (
      <Stack gap="lg" maw={1400}>
        {header}
        <MissingIdState
          problem={pageId.problem}
          title={t('orders.options.noOrderTitle')}
          text={t('orders.options.noOrder')}
          action={{ label: t('orders.options.toMain'), to: '/main' }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1400}>
      {header}

      {order && (
        <Card withBorder padding="md">
          <Group justify="space-between" align="flex-end" gap="lg">
            <SubcontractorUse
              orderId={order.id}
              value={order.utilizaSubContratado}
              locked={locked}
              onChanged={() => void detail.refetch()}
            />
            <Group gap="sm">
              <AcceptOrder
                orderId={order.id}
                status={order.status}
                permissions={permissions}
                loaded={detail.isSuccess && !detail.isFetching}
                reload={() => detail.refetch()}
              />
              {leftoverAction?.(order.id)}
            </Group>
          </Group>
        </Card>
      )}

      <Tabs defaultValue="order" keepMounted={false}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`orders.options.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            {panel(tab)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
