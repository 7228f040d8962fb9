import { Badge, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LoadDetailDto } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isScheduled, loadDate, loadTime } from '../model/format';

function SummaryCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

/** The head of /load-details: load number, business week, CD, supplier and the schedule. */
export function LoadSummary({ load }: { load: LoadDetailDto }) {
  const { t } = useTranslation();
  const scheduled = isScheduled(load);
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 5 }}
      spacing="sm"
      component="ul"
      aria-label={t('loads.details.cards.label')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      <SummaryCard label={t('loads.details.cards.load')}>
        <Text fw={700} size="lg">
          {load.idCarga}
        </Text>
      </SummaryCard>
      <SummaryCard label={t('loads.details.cards.week')}>
        <Text fw={700} size="lg">
          {load.anoSemanaComercial}
        </Text>
      </SummaryCard>
      <SummaryCard label={t('loads.details.cards.cd')}>
        <Text fw={600}>{load.centroDistribuicao}</Text>
      </SummaryCard>
      <SummaryCard label={t('loads.details.cards.provider')}>
        <Text fw={600}>{load.nomeFornecedor}</Text>
        <Text size="sm" c="dimmed">
          {load.idFornecedor}
        </Text>
      </SummaryCard>
      <SummaryCard label={t('loads.details.cards.schedule')}>
        {scheduled ? (
          <>
            <Text fw={600}>
              {t('loads.details.cards.dateTime', { date: loadDate(load.dtEntrega), time: loadTime(load.horaEntrega) })}
            </Text>
            <Text size="sm">{t('loads.details.cards.gate', { gate: load.nomePortao ?? load.portao })}</Text>
          </>
        ) : (
          <Badge color="gray" variant="light" tt="none" size="lg">
            {t('loads.details.cards.notScheduled')}
          </Badge>
        )}
      </SummaryCard>
    </SimpleGrid>
  );
}
