import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatWeek } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { AssemblyRequest } from '../model/assembly';

interface AssemblePanelProps {
  request: AssemblyRequest;
  /** why these orders cannot form a load: the rule checked before sending, or the server's refusal */
  problem: string | null;
  busy: boolean;
  onAssemble: () => void;
  onCancel: () => void;
}

/** The orders selected on /main, offered as one new load. */
export function AssemblePanel({ request, problem, busy, onAssemble, onCancel }: AssemblePanelProps) {
  const { t } = useTranslation();
  const first = request.pedidos?.[0];
  const ids = request.idPedidos.join(', ');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="assemble-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="assemble-title">
          {t('loads.assemble.title')}
        </Title>
        <Text>{t('loads.assemble.summary', { count: request.idPedidos.length })}</Text>
        <Text size="sm" c="dimmed">
          {t('loads.assemble.orders', { ids })}
        </Text>
        {first && !problem && (
          <Text size="sm">
            {t('loads.assemble.details', {
              week: formatWeek(first.calendarioComercial.semanaComercial, first.calendarioComercial.ano),
              cd: first.localizacaoFisica.nome,
              provider: first.fornecedor.nome,
            })}
          </Text>
        )}
        {problem && (
          <Alert color="red" role="alert" title={t('loads.assemble.problem')}>
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('loads.assemble.cancel')}
          </Button>
          <Button onClick={onAssemble} loading={busy} disabled={problem !== null}>
            {t('loads.assemble.confirm')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
