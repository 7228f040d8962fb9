import { fiscalCheckResultSchema, type FiscalCheckResultDto } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** POST /api/conciliacaofiscal/conciliacaoFiscal {idConciliacao}: the fiscal step of a commercial 2. */
export function runFiscalCheck(idConciliacao: number): Promise<FiscalCheckResultDto> {
  return api.post(
    '/conciliacaofiscal/conciliacaoFiscal',
    { idConciliacao },
    { service: 'conciliation', notify: false, schema: fiscalCheckResultSchema },
  );
}

/** POST /api/conciliacaofiscal/conciliacaoCondicional {idConciliacao}: accepts a 2/4 (fiscal becomes 2). */
export function acceptConditional(idConciliacao: number): Promise<FiscalCheckResultDto> {
  return api.post(
    '/conciliacaofiscal/conciliacaoCondicional',
    { idConciliacao },
    { service: 'conciliation', notify: false, schema: fiscalCheckResultSchema },
  );
}
