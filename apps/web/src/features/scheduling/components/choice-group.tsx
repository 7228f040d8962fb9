import { Button, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './choice-group.module.css';

export interface Choice<V> {
  value: V;
  /** what the button shows */
  label: ReactNode;
  /** the accessible name (the full text when the label is cut) */
  name: string;
  /** a tooltip with the full text */
  tooltip?: string;
  /** the accessible description (e.g. "Reserved for you"), its text shown in the label too */
  description?: string;
  disabled?: boolean;
  /**
   * looks unavailable yet stays pressable (not aria-disabled, which tells people and tools it does nothing): it
   * opens why, instead of choosing a place; the description says why
   */
  unavailable?: boolean;
}

interface ChoiceGroupProps<V> {
  id: string;
  title: string;
  choices: readonly Choice<V>[];
  selected: V | null;
  onSelect: (value: V) => void;
  /** shown instead of the buttons when there is nothing to choose yet */
  hint?: string;
  /** the grid's layout: days are seven columns, hours and gates flow */
  layout: 'days' | 'flow';
}

/**
 * A row of toggle buttons, one of them pressed (aria-pressed), named by its heading. Buttons are plain
 * buttons, so Tab and Enter/Space choose; a disabled choice stays visible but cannot be pressed.
 */
export function ChoiceGroup<V extends string | number>(props: ChoiceGroupProps<V>) {
  const { id, title, choices, selected, onSelect, hint, layout } = props;
  return (
    <Stack gap="xs">
      <Title order={2} size="h5" id={id}>
        {title}
      </Title>
      {choices.length === 0 && hint ? (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      ) : (
        <div role="group" aria-labelledby={id} className={layout === 'days' ? classes.days : classes.flow}>
          {choices.map((choice) => {
            const pressed = choice.value === selected;
            const descriptionId = choice.description ? `${id}-${choice.value}-description` : undefined;
            const button = (
              <Button
                key={choice.value}
                variant={pressed ? 'filled' : 'default'}
                aria-pressed={pressed}
                aria-label={choice.name}
                aria-describedby={descriptionId}
                data-unavailable={choice.unavailable || undefined}
                disabled={choice.disabled}
                onClick={() => onSelect(choice.value)}
                classNames={{
                  root: [
                    layout === 'days' ? classes.day : classes.item,
                    choice.unavailable && !pressed ? classes.unavailable : '',
                  ].join(' '),
                  label: layout === 'days' ? classes.dayLabel : undefined,
                }}
              >
                {choice.label}
                {descriptionId && (
                  <span id={descriptionId} hidden>
                    {choice.description}
                  </span>
                )}
              </Button>
            );
            return choice.tooltip ? (
              <Tooltip
                key={choice.value}
                label={choice.tooltip}
                withArrow
                events={{ hover: true, focus: true, touch: true }}
              >
                {button}
              </Tooltip>
            ) : (
              button
            );
          })}
        </div>
      )}
    </Stack>
  );
}
