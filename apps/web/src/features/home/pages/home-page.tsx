import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { OrdersPreparingPanel } from '../components/orders-preparing-panel';
import { SupplierLinksMenu } from '../components/supplier-links-menu';

interface HomePageProps {
  userName: string;
  /** The user holds links-fornecedor. */
  showSupplierLinks: boolean;
  /** The order inquiry, composed by app/; the placeholder shows without it. */
  children?: ReactNode;
}

/** /main: welcome with the supplier links as a menu (suppliers only), then the order inquiry, first on the page. */
export function HomePage({ userName, showSupplierLinks, children }: HomePageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageHeader
        title={userName ? t('home.welcome', { name: userName }) : t('home.welcomeGeneric')}
        intro={t('home.intro')}
        actions={showSupplierLinks ? <SupplierLinksMenu /> : undefined}
      />
      {children ?? <OrdersPreparingPanel />}
    </Stack>
  );
}
