import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSupplierLinks } from '../api/get-supplier-links';
import classes from './home.module.css';

/**
 * The supplier's external links (spec 000 §1), each opening in a new tab: a menu in the page header, so they stay
 * one click away without pushing the order search down (issue 18). Fetched on arrival, so the menu opens at once.
 */
export function SupplierLinksMenu() {
  const { t, i18n } = useTranslation();
  const links = useSupplierLinks(true);
  return (
    <Menu position="bottom-end" width={300} shadow="md" withinPortal returnFocus>
      <Menu.Target>
        <Button variant="default" rightSection={<span aria-hidden="true">▾</span>}>
          {t('home.linksTitle')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {links.isLoading && <Menu.Label role="status">{t('home.linksLoading')}</Menu.Label>}
        {links.data?.length === 0 && <Menu.Label>{t('home.linksEmpty')}</Menu.Label>}
        {links.data?.map((link) => (
          <Menu.Item
            key={link.key}
            component="a"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.link}
            rightSection={
              <span aria-hidden="true" className={classes.external}>
                ↗
              </span>
            }
          >
            {i18n.exists(`links.${link.key}`) ? t(`links.${link.key}`) : link.key}{' '}
            <VisuallyHidden>{t('home.opensInNewTab')}</VisuallyHidden>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
