import { Alert, Badge, Group, List, Stack, Text } from '@mantine/core';
import type { ConciliationResultDto, ReasonDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';

const SEVERITY_COLOR: Record<ReasonDto['gravidade'], string> = {
  blocking: 'red.9',
  conditional: '#c2410c', // orange dark enough for white text (WCAG AA)
  commercial: 'pink.9',
  event: 'blue.9',
};

/**
 * Why the conciliation was refused or made conditional: the rendered rejection reason and the fiscal
 * divergences, each with its severity (blocking red, conditional orange). Nothing when there is none.
 */
export function StatusReasons({ result }: { result: ConciliationResultDto }) {
  const { t } = useTranslation();
  const divergences = result.divergencias ?? [];
  const joined = divergences.map((d) => d.texto).join('; ');
  const reason = result.motivoReprovacao && result.motivoReprovacao !== joined ? result.motivoReprovacao : null;
  if (!reason && divergences.length === 0) return null;
  const blocking = divergences.some((d) => d.gravidade === 'blocking' || d.gravidade === 'commercial');
  // a commercial rejection's summary is not a fiscal divergence: it is the rejection reason
  const fiscal = divergences.some((d) => d.gravidade === 'blocking' || d.gravidade === 'conditional');
  const heading = t(fiscal ? 'conciliation.status.reasons.divergences' : 'conciliation.status.reasons.title');
  return (
    <Stack gap="sm">
      {reason && (
        <Alert color="red" variant="light" title={t('conciliation.status.reasons.title')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="rejection-reason">
            {reason}
          </Text>
        </Alert>
      )}
      {divergences.length > 0 && (
        <Alert color={blocking ? 'red' : 'orange'} variant="light" title={heading} component="section">
          <List spacing={6} size="sm" listStyleType="none" aria-label={heading}>
            {divergences.map((d, index) => (
              <List.Item key={`${d.codigo}-${index}`} data-severity={d.gravidade} data-code={d.codigo}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Badge color={SEVERITY_COLOR[d.gravidade] ?? 'gray'} variant="filled" tt="none" miw={96}>
                    {t(`conciliation.status.reasons.severity.${d.gravidade}`)}
                  </Badge>
                  <Text size="sm">{d.texto}</Text>
                </Group>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
