import { describe, expect, it } from 'vitest';
import { csvRow } from '../shared/csv';
import {
  certificateAuditSchema,
  certificateUploadSchema,
  rejectionNeedsNotes,
  sustainabilityFilterSchema,
} from './sustainability-contracts';
import {
  SUSTAINABILITY_REPORT_COLUMNS,
  SUSTAINABILITY_REPORT_COLUMN_KEYS,
  SUSTAINABILITY_REPORT_HEADERS,
  type SustainabilityReportRow,
} from './sustainability-report-columns';
import {
  auditStatusOf,
  auditStatusText,
  brDateToIso,
  canSendCertificate,
  certificateTypeOf,
  certificateValidityOf,
  typedExpeditionDate,
  type CertificateUploadForm,
} from './sustainability-rules';

describe('SU4 normalisers', () => {
  it.each([
    ['01/12/2026', 2],
    ['2026-12-01', 2],
    ['', 1],
    ['   ', 1],
    [null, 1],
    [undefined, 1],
  ] as const)('type of expedition date %j is %i', (date, type) => {
    expect(certificateTypeOf(date)).toBe(type);
  });

  it.each([
    ['S', 'Sim'],
    ['s', 'Sim'],
    ['Sim', 'Sim'],
    [' SIM ', 'Sim'],
    ['1', 'Sim'],
    [1, 'Sim'],
    [true, 'Sim'],
    ['N', 'Não'],
    ['Não', 'Não'],
    ['0', 'Não'],
    ['yes', 'Não'],
    ['', 'Não'],
    [null, 'Não'],
    [undefined, 'Não'],
    [false, 'Não'],
  ] as const)('validity of %j is %s', (value, expected) => {
    expect(certificateValidityOf(value)).toBe(expected);
  });

  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 0],
    ['1', 1],
    ['2', 2],
    ['AGUARDANDO APROVAÇÃO', 0],
    ['APROVADO', 1],
    ['aprovado', 1],
    ['REPROVADO', 2],
    ['Reprovado', 2],
    ['AGUARDANDO APROVACAO', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    ['CANCELADO', 0],
  ] as const)('audit status of %j is %i', (value, id) => {
    expect(auditStatusOf(value)).toBe(id);
  });

  it('writes the audit text form of an id', () => {
    expect([0, 1, 2, 7, null].map(auditStatusText)).toEqual([
      'AGUARDANDO APROVAÇÃO',
      'APROVADO',
      'REPROVADO',
      'AGUARDANDO APROVAÇÃO',
      'AGUARDANDO APROVAÇÃO',
    ]);
  });
});

describe('the expedition date as typed', () => {
  it('keeps up to 10 characters and resets a longer text', () => {
    expect(typedExpeditionDate('01/12/2026')).toBe('01/12/2026');
    expect(typedExpeditionDate('01/12/20')).toBe('01/12/20');
    expect(typedExpeditionDate('01/12/20266')).toBe('');
  });

  it.each([
    ['01/12/2026', '2026-12-01'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2027', null],
    ['31/04/2026', null],
    ['1/12/2026', null],
    ['2026-12-01', null],
  ] as const)('%s is %s', (text, iso) => expect(brDateToIso(text)).toBe(iso));
});

describe('canSendCertificate (SU10)', () => {
  const ready: CertificateUploadForm = {
    canAddFile: true,
    hasFile: true,
    hasError: false,
    type: 1,
    materialCode: 'BCI-778120',
    expeditionDate: '',
  };
  it('needs the permission, a file, no error and the type’s field', () => {
    expect(canSendCertificate(ready)).toBe(true);
    expect(canSendCertificate({ ...ready, canAddFile: false })).toBe(false);
    expect(canSendCertificate({ ...ready, hasFile: false })).toBe(false);
    expect(canSendCertificate({ ...ready, hasError: true })).toBe(false);
    expect(canSendCertificate({ ...ready, materialCode: '  ' })).toBe(false);
    expect(canSendCertificate({ ...ready, type: 2 })).toBe(false);
    expect(canSendCertificate({ ...ready, type: 2, expeditionDate: '01/12/202' })).toBe(false);
    expect(canSendCertificate({ ...ready, type: 2, expeditionDate: '01/12/2026', materialCode: '' })).toBe(true);
  });
});

describe('contracts', () => {
  const file = { nome: 'c.pdf', tipo: 'application/pdf', conteudo: 'JVBERi0=' };
  it('reads the expedition date typed dd/mm/yyyy or as YYYY-MM-DD, refusing a day the calendar lacks', () => {
    expect(certificateUploadSchema.parse({ orderId: 7, file, dataExpedicao: '01/12/2026' }).dataExpedicao).toBe(
      '2026-12-01',
    );
    expect(certificateUploadSchema.parse({ orderId: 7, file, dataExpedicao: '2026-12-01' }).dataExpedicao).toBe(
      '2026-12-01',
    );
    expect(certificateUploadSchema.safeParse({ orderId: 7, file, dataExpedicao: '31/02/2026' }).success).toBe(false);
    expect(certificateUploadSchema.parse({ orderId: 7, file, dataExpedicao: '' }).dataExpedicao).toBeUndefined();
  });

  it('normalises the audit form and asks a rejection for its notes', () => {
    const form = certificateAuditSchema.parse({ id: 3, status: 'APROVADO', certificadoValido: 'S', qtdBCCUs: '12,5' });
    expect(form).toMatchObject({ status: 1, certificadoValido: 'Sim', qtdBCCUs: '12.5', anotacoes: null });
    expect(certificateAuditSchema.parse({ id: 3, status: null, certificadoValido: null })).toMatchObject({
      status: 0,
      certificadoValido: 'Não',
      dataValidade: null,
    });
    const rejected = certificateAuditSchema.parse({ id: 3, status: 2, certificadoValido: 'Não' });
    expect(rejectionNeedsNotes(rejected)).toBe(true);
    expect(rejectionNeedsNotes({ ...rejected, anotacoes: 'Ilegível' })).toBe(false);
  });

  it('keeps each pair of filter days in order', () => {
    const wrong = sustainabilityFilterSchema.safeParse({
      dataPedidoInicial: '2026-12-02',
      dataPedidoFinal: '2026-12-01',
    });
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['dataPedidoFinal'], message: 'dateRange' });
    expect(sustainabilityFilterSchema.parse({ numeroPedido: '4215729', statusAuditoria: '0' })).toMatchObject({
      numeroPedido: 4215729,
      statusAuditoria: 0,
    });
  });
});

describe('the report columns (SU19)', () => {
  const row: SustainabilityReportRow = {
    orderId: 4215729,
    certificateCode: 'CS2026-000001',
    status: 2,
    certificateType: 1,
    orderNature: 'Normal',
    certificateValid: false,
    udaId: null,
    udaCode: null,
    udaDescription: null,
    conciliationApproved: null,
    rating: 'Baixa',
    notes: '=HYPERLINK("x")',
    createdAt: new Date('2026-11-20T13:05:00Z'),
    updatedAt: new Date('2026-11-21T13:05:00Z'),
    expeditionDate: null,
    validUntil: '2027-01-10',
    activeValidityPeriod: true,
    bccuQuantity: '12.5000',
    odnCodeRepeated: false,
    odnCertificateCode: 'ODN-BR-2026-0042',
    bccuWithinMargin: true,
    supplierName: 'Malharia Serra Gaúcha Ltda',
    commercialWeek: '48/2026',
    pieces: 1200,
  };
  it('has the 24 columns in the spec’s order, with headers in every language', () => {
    expect(SUSTAINABILITY_REPORT_COLUMNS.map((c) => c.key)).toEqual([...SUSTAINABILITY_REPORT_COLUMN_KEYS]);
    expect(SUSTAINABILITY_REPORT_COLUMNS).toHaveLength(24);
    for (const texts of Object.values(SUSTAINABILITY_REPORT_HEADERS))
      expect(Object.keys(texts)).toEqual([...SUSTAINABILITY_REPORT_COLUMN_KEYS]);
  });

  it('writes a row with the CSV rules', () => {
    const line = csvRow(SUSTAINABILITY_REPORT_COLUMNS.map((c) => c.value(row, 'pt-BR')));
    expect(line).toBe(
      '4215729;CS2026-000001;REPROVADO;Algodão BCI;Normal;Não;---;---;---;---;Baixa;"\'=HYPERLINK(""x"")";' +
        '20/11/2026 10:05;21/11/2026 10:05;---;10/01/2027;Sim;12.5000;Não;ODN-BR-2026-0042;Sim;' +
        'Malharia Serra Gaúcha Ltda;48/2026;1200\r\n',
    );
  });
});
