import { Button, Group, Loader, SegmentedControl, Select } from '@mantine/core';
import type { DockBoardCdDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { BoardView } from '../model/dock-board';
import classes from './dock-board.module.css';

interface BoardToolbarProps {
  cds: readonly DockBoardCdDto[];
  cd: number | null;
  view: BoardView;
  /** a new window is loading (the previous one stays on screen) */
  busy: boolean;
  onCd: (cd: number) => void;
  onView: (view: BoardView) => void;
  onShift: (direction: -1 | 1) => void;
  onToday: () => void;
  onPrint: () => void;
}

/** What the board shows: the CD, day or week, previous / today / next, and print. Not printed. */
export function BoardToolbar({ cds, cd, view, busy, onCd, onView, onShift, onToday, onPrint }: BoardToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" className={classes.noPrint} data-testid="board-toolbar">
      <Select
        label={t('scheduling.board.cd')}
        data={cds.map((c) => ({ value: String(c.id), label: c.nome }))}
        value={cd === null ? null : String(cd)}
        onChange={(value) => value && onCd(Number(value))}
        allowDeselect={false}
        disabled={cds.length <= 1}
        w={220}
      />
      <SegmentedControl
        aria-label={t('scheduling.board.view')}
        value={view}
        onChange={(value) => onView(value as BoardView)}
        data={[
          { value: 'day', label: t('scheduling.board.day') },
          { value: 'week', label: t('scheduling.board.week') },
        ]}
      />
      <Group gap={4} wrap="nowrap">
        <Button variant="default" onClick={() => onShift(-1)}>
          {t(view === 'day' ? 'scheduling.board.previousDay' : 'scheduling.board.previousWeek')}
        </Button>
        <Button variant="default" onClick={onToday}>
          {t('scheduling.board.today')}
        </Button>
        <Button variant="default" onClick={() => onShift(1)}>
          {t(view === 'day' ? 'scheduling.board.nextDay' : 'scheduling.board.nextWeek')}
        </Button>
      </Group>
      <Button onClick={onPrint}>{t('scheduling.board.print')}</Button>
      {busy && <Loader size="sm" aria-label={t('scheduling.board.loading')} />}
    </Group>
  );
}
