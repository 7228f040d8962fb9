import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrdersPreparingPanel } from '../components/orders-preparing-panel';
import { SupplierLinksCard } from '../components/supplier-links-card';

interface HomePageProps {
  userName: string;
  /** The user holds links-fornecedor. */
  showSupplierLinks: boolean;
  /** The order inquiry, composed by app/; the placeholder shows without it. */
  children?: ReactNode;
}

/** /main: welcome, the supplier links (suppliers only) and the place of the order inquiry. */
export function HomePage({ userName, showSupplierLinks, children }: HomePageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{userName ? t('home.welcome', { name: userName }) : t('home.welcomeGeneric')}</Title>
        <Text c="dimmed" mt={4}>
          {t('home.intro')}
        </Text>
      </div>
      {showSupplierLinks && <SupplierLinksCard />}
      {children ?? <OrdersPreparingPanel />}
    </Stack>
  );
}
