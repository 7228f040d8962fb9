import { Text } from '@mantine/core';
import { cellText, formatCnpj, type ProviderDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { SummaryCard, SummaryCards } from '../../../components/ui/summary-cards';

/** The provider's read-only data (spec 001 §2 "Provider details"): name, CNPJ with its mask, city, state, e-mail. */
export function ProviderSummary({ provider }: { provider: ProviderDto }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`providers.details.fields.${key}`);
  return (
    <SummaryCards label={t('providers.details.dataLabel')} columns={{ base: 1, xs: 2, md: 3, lg: 5 }}>
      <SummaryCard label={f('name')}>
        <Text fw={600}>{cellText(provider.nome)}</Text>
      </SummaryCard>
      <SummaryCard label={f('cnpj')}>
        <Text style={{ whiteSpace: 'nowrap' }}>{cellText(formatCnpj(provider.cnpj))}</Text>
      </SummaryCard>
      <SummaryCard label={f('city')}>
        <Text>{cellText(provider.cidade)}</Text>
      </SummaryCard>
      <SummaryCard label={f('state')}>
        <Text>{cellText(provider.uf)}</Text>
      </SummaryCard>
      <SummaryCard label={f('email')}>
        <Text style={{ overflowWrap: 'anywhere' }}>{cellText(provider.email)}</Text>
      </SummaryCard>
    </SummaryCards>
  );
}
