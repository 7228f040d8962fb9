import { Group, Radio } from '@mantine/core';
import { YES_NO } from '@portal/domain';
import { currentLanguage } from '../../../i18n/i18n';

/** One of the form's yes/no questions (spec 001 §2): two radios, Sim and Não; sent as "Sim"/"Não". */
export function YesNoRadios({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
}) {
  const yesNo = YES_NO[currentLanguage()];
  return (
    <Radio.Group name={name} label={label} value={value ? 'yes' : 'no'} onChange={(v) => onChange(v === 'yes')}>
      <Group gap="lg" mt="xs">
        <Radio value="yes" label={yesNo.yes} />
        <Radio value="no" label={yesNo.no} />
      </Group>
    </Radio.Group>
  );
}
