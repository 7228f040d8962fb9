import { Card, Stack, Text, Title } from '@mantine/core';
import {
  addDays,
  commercialWeekOf,
  formatDateBr,
  formatWeek,
  todayInSaoPaulo,
  weekdayOf,
  type DockBoardDto,
} from '@portal/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert, QueryState } from '../../../components/ui/query-state';
import { useDockBoard } from '../api/get-dock-board';
import { BoardList } from '../components/board-list';
import { BoardTable } from '../components/board-table';
import { BoardToolbar } from '../components/board-toolbar';
import classes from '../components/dock-board.module.css';
import { boardHours, boardTotals, boardUrlSchema, boardWindow, shiftDate, type BoardView } from '../model/dock-board';

/**
 * /dock-board (issue 18): the CD's day or week at its gates, with the bookings and the capacity they use, opening on
 * today (São Paulo); the URL keeps the CD, day and view so a reload or a shared link shows the same board.
 */
export function DockBoardPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const url = boardUrlSchema.parse(Object.fromEntries(params));
  const date = url.data ?? todayInSaoPaulo();
  const view: BoardView = url.vista ?? 'day';
  const board = useDockBoard({ cd: url.cd ?? null, ...boardWindow(view, date) });
  // a phone gets the day as a list: the grid would show one hour at a time
  const narrow = useMediaQuery('(max-width: 40em)') ?? false;

  const go = (patch: { cd?: number; data?: string; vista?: BoardView }) => {
    const next = { cd: url.cd, data: url.data, vista: url.vista, ...patch };
    const search = new URLSearchParams();
    if (next.cd !== undefined) search.set('cd', String(next.cd));
    if (next.data !== undefined) search.set('data', next.data);
    if (next.vista !== undefined) search.set('vista', next.vista);
    setParams(search, { replace: true });
  };

  const number = new Intl.NumberFormat(i18n.language);
  const period =
    view === 'day'
      ? t('scheduling.board.dayOf', {
          weekday: t(`scheduling.weekdays.${weekdayOf(date)}`),
          date: formatDateBr(date),
        })
      : (() => {
          const week = commercialWeekOf(date);
          return t('scheduling.board.weekOf', {
            week: formatWeek(week.week, week.year),
            from: formatDateBr(week.start),
            to: formatDateBr(addDays(week.start, 6)),
          });
        })();

  const content = (data: DockBoardDto) => {
    const totals = boardTotals(data);
    if (data.portoes.length === 0)
      return (
        <EmptyState icon="empty" title={t('scheduling.board.noGatesTitle')} text={t('scheduling.board.noGates')} />
      );
    return (
      <Stack gap="sm">
        <Text data-testid="board-totals">
          {t('scheduling.board.totals', {
            count: totals.bookings,
            volumes: number.format(totals.volumes),
            capacity: number.format(totals.capacity),
          })}
        </Text>
        {view === 'day' && boardHours(data).length === 0 ? (
          <EmptyState icon="empty" title={t('scheduling.board.closedTitle')} text={t('scheduling.board.closedDay')} />
        ) : (
          <>
            {totals.bookings === 0 && (
              <Text c="dimmed" role="status">
                {t(view === 'day' ? 'scheduling.board.emptyDay' : 'scheduling.board.emptyWeek')}
              </Text>
            )}
            {narrow ? <BoardList board={data} /> : <BoardTable board={data} view={view} />}
          </>
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="lg" className={classes.board}>
      <PageHeader
        title={board.data ? t('scheduling.board.titleOf', { cd: board.data.nomeCd }) : t('scheduling.board.title')}
        intro={t('scheduling.board.intro')}
      />
      <BoardToolbar
        cds={board.data?.cds ?? []}
        cd={board.data?.idCd ?? url.cd ?? null}
        view={view}
        busy={board.isFetching && board.data !== undefined}
        onCd={(cd) => go({ cd })}
        onView={(vista) => go({ vista })}
        onShift={(direction) => go({ data: shiftDate(view, date, direction) })}
        onToday={() => go({ data: todayInSaoPaulo() })}
        onPrint={() => window.print()}
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Title order={2} size="h3" data-testid="board-period">
            {period}
          </Title>
          <QueryState
            query={board}
            loading={t('scheduling.board.loading')}
            notFound={
              <EmptyState
                icon="search"
                role="alert"
                title={t('scheduling.board.notFoundTitle')}
                text={t('scheduling.board.notFound')}
                action={{ label: t('scheduling.board.toFirst'), onClick: () => setParams({}, { replace: true }) }}
              />
            }
            failed={
              <ErrorAlert
                title={t('scheduling.board.errorTitle')}
                retryLabel={t('scheduling.board.retry')}
                onRetry={() => void board.refetch()}
                error={board.error}
              />
            }
          >
            {content}
          </QueryState>
        </Stack>
      </Card>
    </Stack>
  );
}
