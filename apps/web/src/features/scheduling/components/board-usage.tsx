import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fillLevel } from '../model/dock-board';
import classes from './dock-board.module.css';

/** The capacity a slot or a day uses: "300 de 1.000 vol.", coloured by how full it is. */
export function BoardUsage({ used, capacity }: { used: number; capacity: number }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const level = fillLevel(used, capacity);
  const text =
    capacity > 0
      ? t('scheduling.board.used', { used: number.format(used), capacity: number.format(capacity) })
      : t('scheduling.board.usedOutside', { used: number.format(used) });
  return (
    <Text size="xs" className={classes[`fill-${level}`]} data-level={level}>
      {text}
    </Text>
  );
}
