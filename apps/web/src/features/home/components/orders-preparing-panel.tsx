import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/ui/line-icon';

/** Placeholder of the order inquiry grid, which comes with its own issue. */
export function OrdersPreparingPanel() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="orders-title">
      <Title order={2} size="h4" id="orders-title" mb="md">
        {t('home.ordersTitle')}
      </Title>
      <Stack align="center" gap="xs" py="xl">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          <LineIcon size={26} strokeWidth={1.8}>
            <rect x="4" y="3" width="16" height="18" rx="2" />
            <path d="M8 8h8M8 12h8M8 16h5" strokeLinecap="round" />
          </LineIcon>
        </ThemeIcon>
        <Text fw={700}>{t('home.ordersPreparingTitle')}</Text>
        <Text ta="center" maw={480}>
          {t('home.ordersPreparing')}
        </Text>
      </Stack>
    </Card>
  );
}
