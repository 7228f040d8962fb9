import { Group, Radio, Stack, Switch, Text } from '@mantine/core';
import { BOX_STAMP_LAYOUTS, type BoxStampLayout } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';

interface BoxStampOptionsProps {
  layout: BoxStampLayout;
  onLayout: (layout: BoxStampLayout) => void;
  multipack: boolean;
  onMultipack: (multipack: boolean) => void;
  disabled: boolean;
}

/** The stamp's layout (PADRAO 100×50, DETALHADO 100×100) and the multipack switch. */
export function BoxStampOptions({ layout, onLayout, multipack, onMultipack, disabled }: BoxStampOptionsProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('labels.boxTag.options.title')}>
      <Radio.Group
        value={layout}
        onChange={(value) => onLayout(value as BoxStampLayout)}
        label={t('labels.boxTag.options.layout')}
        data-testid="box-stamp-layout"
      >
        <Group mt="xs" gap="lg" align="flex-start">
          {BOX_STAMP_LAYOUTS.map((value) => (
            <Radio
              key={value}
              value={value}
              disabled={disabled}
              label={t(`labels.boxTag.options.layouts.${value}.label`)}
              description={t(`labels.boxTag.options.layouts.${value}.description`)}
              maw={320}
            />
          ))}
        </Group>
      </Radio.Group>
      <Stack gap={4}>
        <Switch
          checked={multipack}
          onChange={(event) => onMultipack(event.currentTarget.checked)}
          disabled={disabled}
          label={t('labels.boxTag.options.multipack')}
          data-testid="box-stamp-multipack"
        />
        <Text size="xs" c="dimmed">
          {t('labels.boxTag.options.multipackHint')}
        </Text>
      </Stack>
    </SectionCard>
  );
}
