import { Button, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatDateBr } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastWeeks, PERIOD_PRESETS, weekKeyOfText, weekText } from '../model/idgf-period';

interface PeriodFilterProps {
  /** The period shown (the report's own: the API fills a missing end). */
  period: { de: string; ate: string; inicio: string; fim: string } | null;
  today: string;
  onChange: (period: { de: string; ate: string }) => void;
}

/** The period in commercial weeks: shortcuts for the last weeks, or from/to typed as ww/yyyy. */
export function PeriodFilter({ period, today, onChange }: PeriodFilterProps) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(period ? weekText(period.de) : '');
  const [to, setTo] = useState(period ? weekText(period.ate) : '');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!period) return;
    setFrom(weekText(period.de));
    setTo(weekText(period.ate));
  }, [period?.de, period?.ate]); // eslint-disable-line react-hooks/exhaustive-deps
  const fromKey = weekKeyOfText(from);
  const toKey = weekKeyOfText(to);
  const preset = PERIOD_PRESETS.find((n) => {
    const p = lastWeeks(n, today);
    return period && p.de === period.de && p.ate === period.ate;
  });

  return (
    <Stack
      gap="xs"
      component="form"
      aria-label={t('idgf.period.legend')}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (fromKey && toKey) onChange({ de: fromKey, ate: toKey });
      }}
    >
      <Group gap="xs" align="center">
        <Text size="sm" fw={500}>
          {t('idgf.period.presets')}
        </Text>
        {PERIOD_PRESETS.map((n) => (
          <Chip key={n} checked={preset === n} onChange={() => onChange(lastWeeks(n, today))} size="sm">
            {t('idgf.period.lastWeeks', { count: n })}
          </Chip>
        ))}
      </Group>
      <Group gap="sm" align="flex-end">
        <TextInput
          label={t('idgf.period.from')}
          placeholder={t('idgf.period.placeholder')}
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
          error={tried && !fromKey ? t('idgf.period.invalid') : undefined}
          w={140}
          autoComplete="off"
        />
        <TextInput
          label={t('idgf.period.to')}
          placeholder={t('idgf.period.placeholder')}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={tried && !toKey ? t('idgf.period.invalid') : undefined}
          w={140}
          autoComplete="off"
        />
        <Button type="submit" variant="default">
          {t('idgf.period.apply')}
        </Button>
      </Group>
      {period && (
        <Text size="sm" c="dimmed">
          {t('idgf.period.shown', {
            from: weekText(period.de),
            to: weekText(period.ate),
            start: formatDateBr(period.inicio),
            end: formatDateBr(period.fim),
          })}
        </Text>
      )}
    </Stack>
  );
}
