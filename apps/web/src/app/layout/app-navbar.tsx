import { Badge, NavLink, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import { menuFor, type MenuItem } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import classes from './app-layout.module.css';

const GROUP_ORDER: readonly MenuItem['group'][] = ['orders', 'logistics', 'compliance', 'registry', 'reports', 'bi'];

interface AppNavbarProps {
  permissions: readonly string[];
  onNavigate: () => void;
  /** a number to show beside an entry, by route (e.g. the link requests awaiting an Admin) */
  badges?: Readonly<Partial<Record<string, number>>>;
}

/** The side menu: menuFor(permissions) grouped by MENU group, the current page marked, counts beside entries. */
export function AppNavbar({ permissions, onNavigate, badges = {} }: AppNavbarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = menuFor(permissions);
  return (
    <ScrollArea component="nav" aria-label={t('layout.mainNav')} className={classes.navScroll}>
      <Stack gap="lg" p="md">
        {GROUP_ORDER.map((group) => {
          const groupItems = items.filter((item) => item.group === group);
          if (groupItems.length === 0) return null;
          const titleId = `menu-group-${group}`;
          return (
            <div key={group} role="group" aria-labelledby={titleId}>
              <Text id={titleId} className={classes.groupTitle}>
                {t(`menuGroups.${group}`)}
              </Text>
              <Stack gap={2} component="ul" className={classes.menuList}>
                {groupItems.map((item) => {
                  const to = `/${item.route}`;
                  const active = pathname === to;
                  const count = badges[item.route] ?? 0;
                  return (
                    <li key={item.route}>
                      <NavLink
                        component={Link}
                        to={to}
                        label={
                          <>
                            <span data-menu-label>{t(item.labelKey)}</span>
                            {count > 0 && <VisuallyHidden>{` (${t('layout.menuBadge', { count })})`}</VisuallyHidden>}
                          </>
                        }
                        rightSection={
                          count > 0 ? (
                            <Badge size="sm" color="red.9" variant="filled" circle={count < 10} aria-hidden="true">
                              {count}
                            </Badge>
                          ) : undefined
                        }
                        active={active}
                        aria-current={active ? 'page' : undefined}
                        onClick={onNavigate}
                        className={classes.navLink}
                      />
                    </li>
                  );
                })}
              </Stack>
            </div>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
