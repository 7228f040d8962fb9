import { Alert, Button, Group, Text, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { statusLink } from '../model/status-link';

/** The way from /reconcile to the order's conciliation status, after the buttons of its own (`children`). */
export function ToStatus({ idPedido, children }: { idPedido: number; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group mt="sm">
      {children}
      <Button component={Link} {...statusLink(idPedido)} variant="default" size="sm">
        {t('conciliation.reconcile.toStatus')}
      </Button>
    </Group>
  );
}

interface ReconcileNoticeProps extends Pick<AlertProps, 'color' | 'title' | 'role' | 'maw'> {
  idPedido: number;
  /** the notice's sentence */
  text: string;
  /** what stands under the sentence (the reasons of a refusal) */
  children?: ReactNode;
  /** a button of the notice's own, before the way to the status */
  action?: ReactNode;
  'data-testid'?: string;
}

/**
 * How /reconcile says where the order's conciliation stands (already approved, left half-way, refused by a side,
 * an answer it did not expect): a light alert with its sentence, what goes under it, and the way to the status.
 */
export function ReconcileNotice({ idPedido, text, children, action, ...alert }: ReconcileNoticeProps) {
  return (
    <Alert variant="light" {...alert}>
      <Text size="sm">{text}</Text>
      {children}
      <ToStatus idPedido={idPedido}>{action}</ToStatus>
    </Alert>
  );
}
