import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { shortTime, weekdayOf, type DayWithoutPlaceDto, type PlaceSuggestionDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { dayMonth } from '../model/free-places';
import classes from './choice-group.module.css';
import { dayInSentence, dayReason } from './no-place-text';

interface NoPlacePanelProps {
  day: DayWithoutPlaceDto;
  /** the day's nearest free places, the current booking left out */
  suggestions: readonly PlaceSuggestionDto[];
  onPick: (suggestion: PlaceSuggestionDto) => void;
}

/** A chosen day without a free place: why, and the nearest free places of the week as buttons that choose them. */
export function NoPlacePanel({ day, suggestions, onPick }: NoPlacePanelProps) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('scheduling.noPlace.dayTitle', { day: dayInSentence(t, day.data) })}>
      <Stack gap="sm">
        <Text size="sm">{dayReason(t, day)}</Text>
        {suggestions.length === 0 ? (
          <Text size="sm">{t('scheduling.noPlace.noNearest')}</Text>
        ) : (
          <Stack gap="xs">
            <Title order={3} size="h6" id="scheduling-nearest">
              {t('scheduling.noPlace.nearest')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('scheduling.noPlace.nearestHint')}
            </Text>
            <div role="group" aria-labelledby="scheduling-nearest" className={classes.flow}>
              {suggestions.map((s) => (
                <Button
                  key={`${s.data} ${s.horario} ${s.idPortao}`}
                  variant="default"
                  onClick={() => onPick(s)}
                  classNames={{ root: classes.suggestion, label: classes.suggestionLabel }}
                >
                  {t('scheduling.noPlace.suggestion', {
                    weekday: t(`scheduling.weekdays.${weekdayOf(s.data)}`),
                    date: dayMonth(s.data),
                    hour: shortTime(s.horario),
                    gate: s.nomePortao,
                  })}
                  {s.reservado ? ` · ${t('scheduling.page.reservedForYou')}` : ''}
                </Button>
              ))}
            </div>
          </Stack>
        )}
      </Stack>
    </Alert>
  );
}
