import { Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { formatCnpj, PROVIDER_NAME_FILTER_MAX } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { PickModal, staleOptionsProps, usePickSearch } from '../../../components/ui/pick-modal';
import { useAddProvider, useProvidersToLink } from '../api/subcontractor-providers';

interface AddProviderModalProps {
  idSubcontratado: number;
  onClose: () => void;
}

/**
 * Add provider (spec 001 §2, SC7): a pick list of the providers not yet linked, searched by name or CNPJ on the
 * server (buscarFornecedorNaoVinculadoAoSubcontratado), one required choice; Save links it.
 */
export function AddProviderModal({ idSubcontratado, onClose }: AddProviderModalProps) {
  const { t } = useTranslation();
  const { search, term } = usePickSearch(PROVIDER_NAME_FILTER_MAX);
  const options = useProvidersToLink(idSubcontratado, term);
  const add = useAddProvider(idSubcontratado);
  const rows = options.data ?? [];

  return (
    <PickModal
      texts="subcontractors.details.add"
      retry={t('subcontractors.details.retry')}
      choice="choice"
      size="lg"
      options={options}
      link={add}
      onClose={onClose}
      search={search}
    >
      {(choice, k) =>
        rows.length === 0 ? (
          <Text c="dimmed" role="status">
            {k('none')}
          </Text>
        ) : (
          <Radio.Group
            label={k('choice')}
            withAsterisk
            value={choice.value}
            error={choice.error}
            onChange={choice.choose}
          >
            <ScrollArea.Autosize mah={320} type="auto" mt="xs" {...staleOptionsProps(options)}>
              <Stack gap="xs" py={4}>
                {rows.map((provider) => (
                  <Radio
                    key={provider.id}
                    value={String(provider.id)}
                    label={`${provider.id} - ${provider.nome}`}
                    description={formatCnpj(provider.cnpj)}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Radio.Group>
        )
      }
    </PickModal>
  );
}
