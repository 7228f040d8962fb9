import { Burger, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/ui/brand-mark';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import classes from './app-layout.module.css';

interface AppHeaderProps {
  userName: string;
  company: string | null;
  menuOpened: boolean;
  onToggleMenu: () => void;
  onSignOut: () => void;
}

export function AppHeader({ userName, company, menuOpened, onToggleMenu, onSignOut }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('layout.toggleMenu')}
          aria-expanded={menuOpened}
          aria-controls="app-navbar"
        />
        <BrandMark size={32} />
        <Text component="p" className={classes.portalName} visibleFrom="xs">
          {t('app.name')}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Stack gap={0} visibleFrom="sm" className={classes.user} aria-label={t('layout.userMenu')} role="group">
          <Text size="sm" fw={600} lh={1.3} truncate="end">
            {userName}
          </Text>
          {company && (
            <Text size="xs" c="dimmed" lh={1.3} truncate="end">
              {company}
            </Text>
          )}
        </Stack>
        <LanguageSwitcher />
        <Button variant="default" size="sm" onClick={onSignOut}>
          {t('layout.signOut')}
        </Button>
      </Group>
    </Group>
  );
}
