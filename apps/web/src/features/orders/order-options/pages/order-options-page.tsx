import { Alert, Button, Card, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { isConciliationApproved, lastConciliation, type PedidoDetalheDto } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useOrderDetail } from '../api/get-order-detail';
import { AcceptOrder } from '../components/accept-order';
import { FieldList } from '../components/field-list';
import { ItemsTable } from '../components/items-table';
import { cdFields, companyFields, orderFields, providerFields } from '../components/order-fields';
import { SubcontractorUse } from '../components/subcontractor-use';

export interface OrderOptionsPageProps {
  permissions: readonly string[];
  /** The leftover button and modal (another area), shown to users holding resto-sobra. */
  leftoverAction?: (orderId: number) => ReactNode;
}

const TABS = ['order', 'provider', 'cd', 'company', 'items'] as const;
type Tab = (typeof TABS)[number];

/** The order id from the navigation state (as /main opens it) or from ?id=. */
export function orderIdFrom(state: unknown, search: URLSearchParams): string | null {
  const s = (state ?? {}) as Record<string, unknown>;
  const nested = (s.order ?? s.pedido) as Record<string, unknown> | undefined;
  const candidates = [s.idPedido, s.id, nested?.id, search.get('id')];
  for (const c of candidates) {
    if ((typeof c === 'number' || typeof c === 'string') && /^\d+$/.test(String(c))) return String(c);
  }
  return null;
}

function TabContent({ tab, order }: { tab: Tab; order: PedidoDetalheDto }) {
  const { t } = useTranslation();
  switch (tab) {
    case 'order':
      return <FieldList fields={orderFields(t, order)} />;
    case 'provider':
      return <FieldList fields={providerFields(t, order)} />;
    case 'cd':
      return <FieldList fields={cdFields(t, order)} />;
    case 'company':
      return <FieldList fields={companyFields(t, order)} />;
    case 'items':
      return <ItemsTable items={order.itens} />;
  }
}

/** /order-options: the order read-only in tabs, subcontractor use, acceptance and leftovers. */
export function OrderOptionsPage({ permissions, leftoverAction }: OrderOptionsPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const orderId = orderIdFrom(location.state, search);
  const detail = useOrderDetail(orderId);
  const order = detail.data;

  const conciliation = order ? lastConciliation(order) : null;
  const locked = isConciliationApproved(
    conciliation && {
      statusComercial: conciliation.statusConciliacaoComercial.id,
      statusFiscal: conciliation.statusConciliacaoFiscal.id,
    },
  );

  const panel = (tab: Tab) => {
    if (!orderId) return <Text c="dimmed">{t('orders.options.noOrder')}</Text>;
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

  return (
    <Stack gap="lg" maw={1400}>
      <Group justify="space-between" align="flex-start">
        <Title order={1}>
          {orderId ? t('orders.options.title', { id: orderId }) : t('orders.options.titleNoOrder')}
        </Title>
        <Button variant="default" onClick={() => void navigate('/main')}>
          {t('orders.options.back')}
        </Button>
      </Group>

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
