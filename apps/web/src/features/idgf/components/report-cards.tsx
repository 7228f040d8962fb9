import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  ACCEPTANCE_NOTICE_DAYS,
  divergenceReasonLabel,
  EXPIRY_WARNING_DAYS,
  figureRate,
  formatDateBr,
  formatInstantBr,
  formatWeekKey,
  resolveLanguage,
  TOP_REASONS,
  type IdgfFigure,
  type IdgfReport,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { OUTCOME_COLORS } from '../model/chart-colors';
import { Donut } from './donut';
import { FigureCard } from './figure-card';
import { ReasonBars } from './reason-bars';
import { WeekBars } from './week-bars';

interface ReportCardsProps {
  report: IdgfReport;
  onCsv: (figure: IdgfFigure) => void;
  /** The figure whose CSV is being downloaded. */
  downloading: IdgfFigure | null;
}

const sum = (values: Record<string, number>, keys: readonly string[]) => keys.reduce((s, k) => s + (values[k] ?? 0), 0);

/** The six figures of the report, each a card with its definition, chart and CSV. */
export function ReportCards({ report, onCsv, downloading }: ReportCardsProps) {
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const weekLabel = (week: string) => t('idgf.weekLabel', { week: formatWeekKey(week) });
  const rate = (value: number | null) =>
    value === null ? null : t('idgf.rateOf', { rate: value.toLocaleString(language) });
  const card = (figure: IdgfFigure, values: Record<string, unknown> = {}) => ({
    title: t(`idgf.figures.${figure}.title`),
    definition: t(`idgf.figures.${figure}.definition`, values),
    onCsv: () => onCsv(figure),
    csvLoading: downloading === figure,
  });
  const l = (key: string) => t(`idgf.legend.${key}`);

  const deliveredCounted = sum(report.entregas, ['onTime', 'early', 'late']);
  const acceptedCounted = sum(report.aceites, ['withinNotice', 'late', 'overdue']);
  const firstCounted = sum(report.primeiraPassagem, ['passed', 'failed']);
  const deliveryRate = rate(figureRate('onTimeDelivery', report.entregas));
  const acceptanceRate = rate(figureRate('acceptance', report.aceites));
  const firstRate = rate(figureRate('firstPass', report.primeiraPassagem));
  const awaiting = report.aguardandoAcao;
  const documents = report.documentos;

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <FigureCard
        {...card('onTimeDelivery')}
        headline={deliveryRate}
        detail={t('idgf.counted', { part: report.entregas.onTime, total: deliveredCounted })}
      >
        <WeekBars
          label={`${t('idgf.figures.onTimeDelivery.title')}: ${deliveryRate ?? t('idgf.noData')}`}
          weekLabel={weekLabel}
          weeks={report.semanas.map((w) => ({ semana: w.semana, counts: w.entregas }))}
          series={[
            { key: 'onTime', label: l('onTime'), color: OUTCOME_COLORS.good },
            { key: 'early', label: l('early'), color: OUTCOME_COLORS.early },
            { key: 'late', label: l('late'), color: OUTCOME_COLORS.bad },
            { key: 'noWindow', label: l('noWindow'), color: OUTCOME_COLORS.neutral },
          ]}
        />
      </FigureCard>
      <FigureCard
        {...card('acceptance', { days: ACCEPTANCE_NOTICE_DAYS })}
        headline={acceptanceRate}
        detail={t('idgf.counted', { part: report.aceites.withinNotice, total: acceptedCounted })}
      >
        <WeekBars
          label={`${t('idgf.figures.acceptance.title')}: ${acceptanceRate ?? t('idgf.noData')}`}
          weekLabel={weekLabel}
          weeks={report.semanas.map((w) => ({ semana: w.semana, counts: w.aceites }))}
          series={[
            { key: 'withinNotice', label: l('withinNotice'), color: OUTCOME_COLORS.good },
            { key: 'late', label: l('lateAcceptance'), color: OUTCOME_COLORS.bad },
            { key: 'overdue', label: l('overdue'), color: OUTCOME_COLORS.waiting },
            { key: 'notDue', label: l('notDue'), color: OUTCOME_COLORS.neutral },
          ]}
        />
      </FigureCard>
      <FigureCard
        {...card('firstPass')}
        headline={firstRate}
        detail={t('idgf.counted', { part: report.primeiraPassagem.passed, total: firstCounted })}
      >
        <WeekBars
          label={`${t('idgf.figures.firstPass.title')}: ${firstRate ?? t('idgf.noData')}`}
          weekLabel={weekLabel}
          weeks={report.semanas.map((w) => ({ semana: w.semana, counts: w.primeiraPassagem }))}
          series={[
            { key: 'passed', label: l('passed'), color: OUTCOME_COLORS.good },
            { key: 'failed', label: l('failed'), color: OUTCOME_COLORS.bad },
            { key: 'pending', label: l('pending'), color: OUTCOME_COLORS.neutral },
          ]}
        />
      </FigureCard>
      <FigureCard
        {...card('divergenceReasons', { count: TOP_REASONS })}
        headline={report.motivos.length > 0 ? String(report.motivos.reduce((s, m) => s + m.envios, 0)) : null}
      >
        {report.motivos.length === 0 ? (
          <Text c="dimmed">{t('idgf.noData')}</Text>
        ) : (
          <ReasonBars
            label={t('idgf.figures.divergenceReasons.title')}
            reasons={report.motivos.map((m) => ({ label: divergenceReasonLabel(m.codigo, language), value: m.envios }))}
          />
        )}
      </FigureCard>
      <FigureCard {...card('awaitingAction')} headline={String(awaiting.inProgress + awaiting.rejected)}>
        <Donut
          label={t('idgf.figures.awaitingAction.title')}
          center={String(awaiting.inProgress + awaiting.rejected)}
          parts={[
            { label: l('inProgress'), value: awaiting.inProgress, color: OUTCOME_COLORS.waiting },
            { label: l('rejected'), value: awaiting.rejected, color: OUTCOME_COLORS.bad },
          ]}
        />
        {awaiting.pedidos.length > 0 && (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {t('idgf.awaiting.oldest')}
            </Text>
            {awaiting.pedidos.slice(0, 5).map((p) => (
              <Group key={p.idConciliacao} gap="xs">
                <Text size="sm">{t('idgf.awaiting.order', { order: p.idPedido })}</Text>
                {p.numeroNota && <Text size="sm">{t('idgf.awaiting.invoice', { invoice: p.numeroNota })}</Text>}
                <Text size="sm" c={p.situacao === 'rejected' ? 'red.8' : 'dimmed'}>
                  {l(p.situacao)} · {t('idgf.awaiting.since', { date: formatInstantBr(p.desde) })}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </FigureCard>
      <FigureCard
        {...card('expiringDocuments', { days: EXPIRY_WARNING_DAYS })}
        headline={String(documents.expiring + documents.expired)}
      >
        <Donut
          label={t('idgf.figures.expiringDocuments.title')}
          center={String(documents.expiring + documents.expired)}
          parts={[
            { label: l('expiring'), value: documents.expiring, color: OUTCOME_COLORS.waiting },
            { label: l('expired'), value: documents.expired, color: OUTCOME_COLORS.bad },
          ]}
        />
        {documents.itens.slice(0, 5).map((d) => (
          <Text key={`${d.tipo}-${d.idDocumento}`} size="sm">
            {t(`idgf.documents.${d.tipo}`)} ·{' '}
            {t('idgf.documents.validUntil', { order: d.numeroPedido, date: formatDateBr(d.dataValidade) })}
          </Text>
        ))}
      </FigureCard>
    </SimpleGrid>
  );
}
