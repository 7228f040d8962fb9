import { Alert, Button } from '@mantine/core';
import {
  declarationVerdict,
  needsProducerDeclaration,
  roadDocumentPasses,
  roadDocumentState,
  todayInSaoPaulo,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OrderPageShell, orderPageTexts } from '../../../components/ui/order-page-shell';
import { OrderHeadCards } from '../../../components/ui/order-head-cards';
import { NextStepFooter } from '../../../components/ui/next-step-footer';
import { PageHeader } from '../../../components/ui/page-header';
import { SummaryCards } from '../../../components/ui/summary-cards';
import { useOrderHead, type OrderHead } from '../../../lib/order-head';
import { useStatusNames } from '../../../lib/order-status-text';
import { usePageOrderId } from '../../../lib/page-id';
import { RECONCILE_ORIGIN, usePageOrigin } from '../../../lib/page-origin';
import { useDeclarationFile } from '../api/declaration-file';
import { useDeclarationOrder, useLastDeclaration } from '../api/order-declarations';
import { CurrentDeclarationCard } from '../components/current-declaration-card';
import { DeclarationUploadCard } from '../components/declaration-upload-card';

/**
 * /producer-declaration (all six profiles, on the orders they see; spec 001 §2, §4, §5): the order's current
 * declaration (its status, and the auditor's note when rejected) and the upload of a new one. Reached from the
 * reconcile road (`?id=` and the navigation state `from: 'reconcile'`), sending the file goes on to /reconcile with
 * the same state; Next goes there too once the current declaration lets the order through (awaiting or approved).
 */
export function ProducerDeclarationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pageId = usePageOrderId();
  const { origin, state } = usePageOrigin();
  const idPedido = pageId.id;
  const head = useOrderHead(idPedido);
  const order = useDeclarationOrder(idPedido);
  const last = useLastDeclaration(idPedido);
  const file = useDeclarationFile();
  const names = useStatusNames();
  const fromReconcile = origin === RECONCILE_ORIGIN;

  const toReconcile = () => idPedido !== null && void navigate(`/reconcile?id=${idPedido}`, { state });
  const header = (title: string) => (
    <PageHeader
      title={title}
      intro={t('declarations.upload.intro')}
      back={{ label: t('declarations.upload.back'), onClick: () => void navigate('/main') }}
    />
  );

  const orderPage = (orderHead: OrderHead, id: number) => {
    const required = order.data ? needsProducerDeclaration(order.data) : true;
    const current = last.data ?? null;
    const passes =
      current !== null &&
      roadDocumentPasses(
        roadDocumentState(
          { verdict: declarationVerdict(current.status.id), validUntil: current.dataValidade },
          todayInSaoPaulo(),
        ),
      );
    return (
      <>
        <SummaryCards label={t('declarations.upload.head.label')} columns={2}>
          <OrderHeadCards
            order={orderHead}
            nature={names.nature(orderHead.naturezaPedido)}
            labels={{ order: t('declarations.upload.head.order'), supplier: t('declarations.upload.head.supplier') }}
            numberTestId="declaration-order-number"
          />
        </SummaryCards>
        {!required && (
          <Alert color="blue" variant="light" title={t('declarations.upload.notRequired.title')} maw={820}>
            {t('declarations.upload.notRequired.text')}
          </Alert>
        )}
        <CurrentDeclarationCard
          query={last}
          onDownload={(declaration) => void file.download(declaration)}
          downloading={file.busy !== null}
        />
        {required && last.data !== undefined && (
          <DeclarationUploadCard
            idPedido={id}
            again={current !== null}
            continues={fromReconcile}
            onSent={() => {
              if (fromReconcile) toReconcile();
            }}
          />
        )}
        {fromReconcile && (
          <NextStepFooter hint={required && !passes ? t('declarations.upload.nextHint') : null}>
            {(describedBy) => (
              <Button
                size="md"
                variant="default"
                disabled={required && !passes}
                aria-describedby={describedBy}
                onClick={toReconcile}
              >
                {t('declarations.upload.next')}
              </Button>
            )}
          </NextStepFooter>
        )}
      </>
    );
  };

  return (
    <OrderPageShell
      pageId={pageId}
      header={header}
      texts={orderPageTexts(t, 'declarations.upload')}
      order={head}
      explainError
      maw={720}
    >
      {orderPage}
    </OrderPageShell>
  );
}
