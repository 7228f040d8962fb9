import { Badge, Group, Text } from '@mantine/core';
import type { EmpresaResumoDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** The companies a CD serves, one badge each. */
export function CompanyBadges({ companies }: { companies: readonly EmpresaResumoDto[] }) {
  const { t } = useTranslation();
  if (companies.length === 0)
    return (
      <Text span size="sm" c="dimmed">
        {t('cds.details.noCompanies')}
      </Text>
    );
  return (
    <Group gap={6}>
      {companies.map((c) => (
        <Badge key={c.id} variant="light" color="gray" tt="none">
          {c.nome}
        </Badge>
      ))}
    </Group>
  );
}
