import { Badge, Text } from '@mantine/core';
import { bookingReference, formatWeekKey, type LoadDetailDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { isScheduled, loadDate, loadTime } from '../model/format';
import { SummaryCard, SummaryCards } from '../../../components/ui/summary-cards';

/** The head of /load-details: load number, business week, CD, supplier and the schedule. */
export function LoadSummary({ load }: { load: LoadDetailDto }) {
  const { t } = useTranslation();
  const scheduled = isScheduled(load);
  return (
    <SummaryCards label={t('loads.details.cards.label')} columns={5}>
      <SummaryCard label={t('loads.details.cards.load')}>
        <Text fw={700} size="lg">
          {load.idCarga}
        </Text>
      </SummaryCard>
      <SummaryCard label={t('loads.details.cards.week')}>
        <Text fw={700} size="lg">
          {formatWeekKey(load.anoSemanaComercial)}
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
            {/* a gate's name already says "Portão 01 - …"; a bare number needs the word */}
            <Text size="sm">{load.nomePortao ?? t('loads.details.cards.gate', { gate: load.portao })}</Text>
            {load.idAgendamento !== null && (
              // the reference the supplier quotes at the gate (issue 18), derived from the booking's id
              <Text size="sm" data-testid="booking-reference">
                {t('loads.details.cards.reference')}{' '}
                <Text span fw={700} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {bookingReference(load.idAgendamento)}
                </Text>
              </Text>
            )}
          </>
        ) : (
          <Badge color="gray" variant="light" tt="none" size="lg">
            {t('loads.details.cards.notScheduled')}
          </Badge>
        )}
      </SummaryCard>
    </SummaryCards>
  );
}
