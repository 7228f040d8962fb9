import { ActionIcon, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FigureCardProps {
  title: string;
  /** The figure's definition, shown on hover or focus of the (i) beside the title. */
  definition: string;
  /** The big number (a rate, a count); null when nothing counts. */
  headline: string | null;
  /** What the big number is made of ("12 de 15"). */
  detail?: string;
  onCsv: () => void;
  csvLoading: boolean;
  children: ReactNode;
}

/** One figure of the report: title with its definition on hover, the headline, the chart, its CSV. */
export function FigureCard({ title, definition, headline, detail, onCsv, csvLoading, children }: FigureCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <Title order={2} size="h4">
              {title}
            </Title>
            <Tooltip label={definition} multiline w={320} withArrow events={{ hover: true, focus: true, touch: true }}>
              <ActionIcon variant="subtle" size="sm" radius="xl" aria-label={t('idgf.definitionOf', { figure: title })}>
                <Text span fw={700} size="sm" aria-hidden="true">
                  i
                </Text>
              </ActionIcon>
            </Tooltip>
          </Group>
          <Button
            variant="default"
            size="xs"
            onClick={onCsv}
            loading={csvLoading}
            aria-label={t('idgf.csvOf', { figure: title })}
          >
            {t('idgf.csv')}
          </Button>
        </Group>
        <Group gap="xs" align="baseline">
          <Text fz={32} fw={700} lh={1}>
            {headline ?? '---'}
          </Text>
          {detail && (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
