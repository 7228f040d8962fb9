import { Box, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/ui/brand-mark';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import classes from './auth-frame.module.css';

/** The public pages' frame: the brand panel beside a card with the page's content. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={classes.root}>
      <Box component="aside" className={classes.brand} aria-label={t('app.name')}>
        <Stack gap="lg" className={classes.brandContent}>
          <Group gap="sm" wrap="nowrap">
            <BrandMark size={44} />
            <Text component="p" className={classes.brandName}>
              {t('login.brandTitle')}
            </Text>
          </Group>
          <Text className={classes.brandText}>{t('login.brandText')}</Text>
          <List className={classes.brandList} spacing="xs">
            <List.Item>{t('login.brandOrders')}</List.Item>
            <List.Item>{t('login.brandScheduling')}</List.Item>
            <List.Item>{t('login.brandConciliation')}</List.Item>
          </List>
          <Text className={classes.companies}>{t('app.companies')}</Text>
        </Stack>
      </Box>
      <Box component="main" id="main-content" className={classes.content}>
        <Group justify="flex-end" className={classes.toolbar}>
          <LanguageSwitcher />
        </Group>
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.card}>
          {children}
        </Paper>
      </Box>
    </div>
  );
}

/** Title block of a card in the frame. */
export function AuthCardTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
