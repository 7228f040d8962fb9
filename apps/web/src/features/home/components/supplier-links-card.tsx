import { Anchor, Card, Loader, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSupplierLinks } from '../api/get-supplier-links';
import classes from './home.module.css';

/** The supplier's external links (spec 000 §1), each opening in a new tab. */
export function SupplierLinksCard() {
  const { t, i18n } = useTranslation();
  const links = useSupplierLinks(true);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="supplier-links-title">
      <Title order={2} size="h4" id="supplier-links-title" mb="md">
        {t('home.linksTitle')}
      </Title>
      {links.isLoading && (
        <Text role="status" className={classes.inline}>
          <Loader size="xs" aria-hidden="true" /> {t('home.linksLoading')}
        </Text>
      )}
      {links.data && links.data.length === 0 && <Text>{t('home.linksEmpty')}</Text>}
      {links.data && links.data.length > 0 && (
        <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" className={classes.linkList}>
          {links.data.map((link) => (
            <li key={link.key}>
              <Anchor href={link.url} target="_blank" rel="noopener noreferrer" className={classes.link}>
                <span>
                  {i18n.exists(`links.${link.key}`) ? t(`links.${link.key}`) : link.key}{' '}
                  <VisuallyHidden>{t('home.opensInNewTab')}</VisuallyHidden>
                </span>
                <span aria-hidden="true" className={classes.external}>
                  ↗
                </span>
              </Anchor>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}
