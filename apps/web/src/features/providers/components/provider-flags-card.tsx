import { Group, Radio, SimpleGrid } from '@mantine/core';
import { YES_NO, type ProviderDto, type ProviderFlag } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { currentLanguage } from '../../../i18n/i18n';
import { notifySuccessCode } from '../../../lib/api-client';
import { useSetProviderFlag } from '../api/provider-mutations';

/** The three flags in the order of spec 001 §2 (the origin certificate last: "providers may also carry" it). */
const FLAGS: readonly ProviderFlag[] = ['exigirDeclProdutor', 'isSubcontratado', 'exigirCertifOrigem'];

interface ProviderFlagsCardProps {
  provider: ProviderDto;
  /** edit-provider-list: without it the radios are disabled (spec 001 §6 "Without edit permissions, fields are disabled") */
  canEdit: boolean;
}

/**
 * The provider's flags as yes/no radios (spec 001 §2, §4): a choice is saved at once by the flag's own mutation, a
 * success toast says so, and the radios show the provider the server answered.
 */
export function ProviderFlagsCard({ provider, canEdit }: ProviderFlagsCardProps) {
  const { t } = useTranslation();
  const save = useSetProviderFlag(provider.id);
  const yesNo = YES_NO[currentLanguage()];
  const saving = save.isPending ? save.variables.flag : null;

  const change = (flag: ProviderFlag, value: string) => {
    const valor = value === 'yes';
    if (valor === provider[flag]) return;
    save.mutate({ flag, valor }, { onSuccess: () => notifySuccessCode('saveSuccess') });
  };

  return (
    <SectionCard title={t('providers.details.flags.title')}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {FLAGS.map((flag) => (
          <Radio.Group
            key={flag}
            name={flag}
            label={t(`providers.details.flags.${flag}`)}
            value={provider[flag] ? 'yes' : 'no'}
            onChange={(value) => change(flag, value)}
            aria-busy={saving === flag}
          >
            <Group gap="lg" mt="xs">
              <Radio value="yes" label={yesNo.yes} disabled={!canEdit || saving !== null} />
              <Radio value="no" label={yesNo.no} disabled={!canEdit || saving !== null} />
            </Group>
          </Radio.Group>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
