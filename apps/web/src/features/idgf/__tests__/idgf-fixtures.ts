import type { IdgfReport } from '@portal/domain';
import { route, type FetchHandler, type HandlerAnswer } from '../../../test/helpers';

const zeroWeek = (semana: string) => ({
  semana,
  entregas: { onTime: 0, early: 0, late: 0, noWindow: 0 },
  aceites: { withinNotice: 0, late: 0, overdue: 0, notDue: 0 },
  primeiraPassagem: { passed: 0, failed: 0, pending: 0 },
});

/** A supplier's report over weeks 10 and 11 of 2026 (TEST_TODAY's clock in web tests does not matter: the answer says). */
export const REPORT: IdgfReport = {
  fornecedor: { id: 101, nome: 'Malharia Exemplo Ltda' },
  periodo: { de: '2026-10', ate: '2026-11', inicio: '2026-03-01', fim: '2026-03-14' },
  hoje: '2026-03-11',
  semanas: [
    { ...zeroWeek('2026-10'), entregas: { onTime: 3, early: 0, late: 1, noWindow: 0 } },
    {
      semana: '2026-11',
      entregas: { onTime: 5, early: 1, late: 0, noWindow: 1 },
      aceites: { withinNotice: 4, late: 1, overdue: 0, notDue: 2 },
      primeiraPassagem: { passed: 3, failed: 1, pending: 0 },
    },
  ],
  entregas: { onTime: 8, early: 1, late: 1, noWindow: 1 },
  aceites: { withinNotice: 4, late: 1, overdue: 0, notDue: 2 },
  primeiraPassagem: { passed: 3, failed: 1, pending: 0 },
  motivos: [
    { codigo: 'quantity', envios: 4 },
    { codigo: 'unitCost', envios: 2 },
  ],
  aguardandoAcao: {
    inProgress: 2,
    rejected: 1,
    pedidos: [
      {
        idPedido: 4512,
        idConciliacao: 9,
        numeroNota: '000123',
        situacao: 'rejected',
        desde: '2026-03-02T13:00:00.000Z',
      },
    ],
  },
  documentos: {
    expiring: 1,
    expired: 0,
    itens: [
      {
        tipo: 'declaracaoProdutor',
        idDocumento: 3,
        idPedido: 4513,
        numeroPedido: '4513',
        dataValidade: '2026-03-30',
        situacao: 'expiring',
      },
    ],
  },
};

/** The report's backend: the report (or a failure), and a CSV (or a 404 fileNotFound). */
export function idgfBackend(options: { report?: HandlerAnswer; csv?: HandlerAnswer } = {}): FetchHandler[] {
  return [
    route('GET', '/api/idgf/relatorio', options.report ?? { body: REPORT }),
    route(
      'GET',
      '/api/idgf/relatorio.csv',
      options.csv ?? {
        response: () =>
          new Response('\uFEFFSemana;No prazo\r\n', {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="idgf_onTimeDelivery_2026-10_2026-11.csv"',
            },
          }),
      },
    ),
  ];
}
