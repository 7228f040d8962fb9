import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CdDetailDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyBadges } from './company-badges';

/** The CD's identity at the top of /cd-details: code, name, city/state and companies. */
export function CdHeader({ cd }: { cd: CdDetailDto }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Anchor component={Link} to="/cd-list" size="sm">
        ← {t('cds.details.back')}
      </Anchor>
      <Title order={1}>
        {t('screens.cd-details')}: {cd.codigo} - {cd.nome}
      </Title>
      <Card withBorder radius="md" padding="md">
        <Group gap="xl" wrap="wrap">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('cds.details.code')}
            </Text>
            <Text fw={600}>{cd.codigo}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('cds.details.location')}
            </Text>
            <Text>
              {cd.cidade}/{cd.uf}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('cds.details.companies')}
            </Text>
            <CompanyBadges companies={cd.empresas} />
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}
