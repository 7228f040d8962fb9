import { describe, expect, it } from 'vitest';
import { csvDocument } from '../shared/csv';
import type { IdgfReport } from './idgf-contracts';
import { figureRate, idgfCsvTable, type IdgfCsvTexts } from './idgf-csv';

const texts: IdgfCsvTexts = {
  week: 'Week',
  total: 'Total',
  rate: 'Rate (%)',
  deliveries: { onTime: 'On time', early: 'Early', late: 'Late', noWindow: 'No window' },
  acceptances: { withinNotice: 'In time', late: 'Late', overdue: 'Overdue', notDue: 'Not due' },
  firstPass: { passed: 'Passed', failed: 'Failed', pending: 'Pending' },
  reason: 'Reason',
  uploads: 'Uploads',
  order: 'Order',
  invoice: 'Invoice',
  situation: 'Situation',
  since: 'Since',
  awaiting: { inProgress: 'In progress', rejected: 'Rejected' },
  documentKind: 'Kind',
  document: 'Document',
  validUntil: 'Valid until',
  documentKinds: { certificadoSustentabilidade: 'Certificate', declaracaoProdutor: 'Declaration' },
  documentStates: { expiring: 'Expiring', expired: 'Expired' },
};

const week = (semana: string, onTime: number, late: number) => ({
  semana,
  entregas: { onTime, early: 0, late, noWindow: 1 },
  aceites: { withinNotice: 0, late: 0, overdue: 0, notDue: 0 },
  primeiraPassagem: { passed: 0, failed: 0, pending: 0 },
});

const report: IdgfReport = {
  fornecedor: { id: 1, nome: 'X' },
  periodo: { de: '2026-10', ate: '2026-11', inicio: '2026-03-01', fim: '2026-03-14' },
  hoje: '2026-03-11',
  semanas: [week('2026-10', 2, 1), week('2026-11', 0, 0)],
  entregas: { onTime: 2, early: 0, late: 1, noWindow: 2 },
  aceites: { withinNotice: 0, late: 0, overdue: 0, notDue: 0 },
  primeiraPassagem: { passed: 0, failed: 0, pending: 0 },
  motivos: [{ codigo: 'unitCost', envios: 3 }],
  aguardandoAcao: { inProgress: 0, rejected: 0, pedidos: [] },
  documentos: {
    expiring: 0,
    expired: 1,
    itens: [
      {
        tipo: 'declaracaoProdutor',
        idDocumento: 7,
        idPedido: 42,
        numeroPedido: '42',
        dataValidade: '2026-03-01',
        situacao: 'expired',
      },
    ],
  },
};

describe('idgfCsvTable', () => {
  it('writes a weekly figure a row per week and the total, its rate with the language separator', () => {
    const pt = idgfCsvTable('onTimeDelivery', report, [], texts, 'pt-BR');
    expect(pt.header).toEqual(['Week', 'On time', 'Early', 'Late', 'No window', 'Rate (%)']);
    expect(pt.rows).toEqual([
      ['10/2026', 2, 0, 1, 1, '66,7'],
      ['11/2026', 0, 0, 0, 1, null],
      ['Total', 2, 0, 1, 2, '66,7'],
    ]);
    expect(idgfCsvTable('onTimeDelivery', report, [], texts, 'en-US').rows[0]![5]).toBe('66.7');
    // an empty rate is '---' under the shared rules
    expect(csvDocument(pt.header, pt.rows).split('\r\n')[2]).toBe('11/2026;0;0;0;1;---');
  });

  it('names reasons in the language and lists documents and awaiting invoices', () => {
    expect(idgfCsvTable('divergenceReasons', report, [], texts, 'es-ES').rows).toEqual([
      ['Costo unitario divergente', 3],
    ]);
    expect(idgfCsvTable('expiringDocuments', report, [], texts, 'pt-BR').rows).toEqual([
      ['Declaration', 7, '42', '01/03/2026', 'Expired'],
    ]);
    const awaiting = idgfCsvTable(
      'awaitingAction',
      report,
      [{ idPedido: 9, idConciliacao: 3, numeroNota: null, situacao: 'rejected', desde: '2026-03-02T13:05:00.000Z' }],
      texts,
      'pt-BR',
    );
    expect(awaiting.rows).toEqual([[9, null, 'Rejected', '02/03/2026 10:05']]);
  });

  it('figureRate leaves out what a definition does not count', () => {
    expect(figureRate('onTimeDelivery', report.entregas)).toBe(66.7);
    expect(figureRate('acceptance', { withinNotice: 1, late: 0, overdue: 1, notDue: 5 })).toBe(50);
    expect(figureRate('firstPass', { passed: 0, failed: 0, pending: 4 })).toBeNull();
  });
});
