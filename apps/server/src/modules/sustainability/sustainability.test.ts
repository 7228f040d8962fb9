import {
  SUSTAINABILITY_CERTIFICATE_MAX_BYTES,
  SUSTAINABILITY_PAGE_SIZE,
  sustainabilityCertificateSchema,
  sustainabilityPageSchema,
  type CertificateDetailsDto,
  type CertificateFileAnswerDto,
  type SustainabilityCertificateDto,
  type SustainabilityPageDto,
  type SustainabilityUdaDto,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/support/audit-rows';
import { graphql } from '../../../test/support/graphql-post';
import { expectSignInRequired } from '../../../test/support/graphql-refusals';
import { getAs } from '../../../test/support/rest-call';
import { TEST_TODAY } from '../../../test/support/test-clock';
import { useMatrixTokens, useTestApp, type MatrixLogin } from '../../../test/support/test-app';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';
import {
  AUDIT,
  CAMICADO,
  certificateCount,
  CURRENT,
  DETAILS,
  FILE,
  HISTORY,
  LIST,
  makeOrder,
  pdfBytes,
  pdfFile,
  REPORT,
  UDAS,
  upload,
} from './sustainability.test-support';

const t = useTestApp();
/** A login's token: one per profile, and supplier B's. */
const as = useMatrixTokens(t);
type Login = MatrixLogin;

type History = { buscarCertificadosPorPedido: SustainabilityCertificateDto[] };
type Current = { buscarUltimoCertificado: SustainabilityCertificateDto[] };
type Details = { buscarDetalhesUltimoCertificadoPorPedido: CertificateDetailsDto };
type Page = { listarSustentabilidadeAuditoriaFiltrada: SustainabilityPageDto };
type File = { buscarArquivoPorIdCertificado: CertificateFileAnswerDto };

/** A certificate uploaded by supplier A on a fresh order of its own. */
async function uploaded(over: Parameters<typeof upload>[3] = {}) {
  const orderId = await makeOrder(t);
  const answer = await upload(t, as('fornecedor'), orderId, over);
  expect(answer.errors).toEqual([]);
  return answer.data!.sustentabilidade;
}

const history = (login: Login, id: number) => graphql<History>(t, as(login), HISTORY, { id });

describe('sustentabilidade: the upload', () => {
  it('stores a BCI cotton certificate awaiting approval, numbered, tied to the BCI UDA, audited', async () => {
    const orderId = await makeOrder(t);
    const { data, errors } = await upload(t, as('fornecedor'), orderId, { code: '  BCI-2026-778120 ' });
    expect(errors).toEqual([]);
    const certificate = sustainabilityCertificateSchema.parse(data!.sustentabilidade);
    expect(certificate).toMatchObject({
      idPedido: orderId,
      slot: 1,
      tipoCertificado: 1,
      certificateMaterialCode: 'BCI-2026-778120',
      codigoCertificado: `CS${TEST_TODAY.slice(0, 4)}-${String(certificate.id).padStart(6, '0')}`,
      idUDA: 2,
      codigoUDA: 'BCI',
      descricaoUDA: 'Algodão BCI',
      status: { id: 0, descricao: 'AGUARDANDO APROVAÇÃO' },
      certificadoValido: 'Não',
      dataExpedicao: null,
      dataValidade: null,
      situacaoValidade: 'none',
      nomeArquivo: 'certificado.pdf',
    });
    const trail = await auditRows(t, 'sustainability_certificates', certificate.id);
    expect(trail.map((a) => a.action)).toEqual(['create']);
    const list = await history('fornecedor', orderId);
    expect(list.data!.buscarCertificadosPorPedido).toEqual([certificate]);
    const file = await graphql<File>(t, as('fornecedor'), FILE, { id: certificate.id });
    expect(file.data!.buscarArquivoPorIdCertificado).toEqual({
      idCertificado: certificate.id,
      nomeArquivo: `certificado-sustentabilidade-pedido-${orderId}-${certificate.id}.pdf`,
      arquivo: pdfBytes().toString('base64'),
    });
  });

  it('makes an upload with an expedition date (dd/mm/yyyy) an other-attributes certificate (SU4)', async () => {
    const certificate = await uploaded({ code: 'ignored', date: '15/11/2026' });
    expect(certificate).toMatchObject({
      tipoCertificado: 2,
      certificateMaterialCode: null,
      dataExpedicao: '2026-11-15',
      idUDA: null,
    });
  });

  it('keeps a second certificate tied to another UDA beside the first; the newest of each slot is current', async () => {
    const orderId = await makeOrder(t, { companyId: 4, nature: 'Importado', sustainability: 'OUTROS' });
    const first = await upload(t, as('fornecedor'), orderId, { code: null, date: '2026-11-10' });
    const second = await upload(t, as('fornecedor'), orderId, { code: null, date: '2026-11-12', uda: 5 });
    const again = await upload(t, as('fornecedor'), orderId, { code: null, date: '2026-11-14' });
    expect([first.errors, second.errors, again.errors]).toEqual([[], [], []]);
    expect(second.data!.sustentabilidade).toMatchObject({ slot: 2, idUDA: 5, descricaoUDA: 'Poliéster reciclado' });
    const current = await graphql<Current>(t, as('fornecedor'), CURRENT, { id: orderId });
    expect(current.data!.buscarUltimoCertificado.map((c) => c.id)).toEqual([
      again.data!.sustentabilidade.id,
      second.data!.sustentabilidade.id,
    ]);
    expect((await history('admin', orderId)).data!.buscarCertificadosPorPedido).toHaveLength(3);
    const udas = await graphql<{ getDescricaoUDASustentabilidade: SustainabilityUdaDto[] }>(t, as('fornecedor'), UDAS, {
      id: orderId,
      tipo: 2,
    });
    expect(udas.data!.getDescricaoUDASustentabilidade.map((u) => u.codigoUDA)).toEqual(['ESTACAO', 'RECICLADO']);
  });
});

describe('sustentabilidade: refusals write nothing', () => {
  const refused = async (
    orderId: number,
    over: Parameters<typeof upload>[3],
    code: string,
    status: number,
    login: Login = 'fornecedor',
  ) => {
    const before = await certificateCount(t);
    const answer = await upload(t, as(login), orderId, over);
    expect([answer.code, answer.errors[0]?.extensions.status]).toEqual([code, status]);
    expect(answer.data).toBeNull();
    expect(await certificateCount(t)).toBe(before);
    return answer;
  };

  it.each([
    ['without a sustainability flag', { sustainability: 'NENHUM' }],
    ['of a company that does not require certificates', { companyId: CAMICADO }],
    ['of nature Amostra', { nature: 'Amostra' }],
    ['of nature Bonificado MKT', { nature: 'Bonificado MKT' }],
  ])('refuses an order %s (sustainabilityCertificateNotRequired)', async (_, fixture) => {
    const orderId = await makeOrder(t, fixture);
    const answer = await refused(orderId, {}, 'sustainabilityCertificateNotRequired', 409);
    expect(answer.errors[0]!.message).toBe(`O pedido ${orderId} não exige certificado de sustentabilidade.`);
  });

  it('refuses a file that is not a PDF by its name and type, or by its bytes, an empty one and bad base64', async () => {
    const orderId = await makeOrder(t);
    await refused(
      orderId,
      { file: pdfFile(Buffer.from('texto'), { nome: 'c.txt', tipo: 'text/plain' }) },
      'mustBePDF',
      415,
    );
    await refused(orderId, { file: pdfFile(Buffer.from('PK\u0003\u0004 not a pdf')) }, 'mustBePDF', 415);
    await refused(orderId, { file: pdfFile(undefined, { conteudo: 'not base64!' }) }, 'mustBePDF', 415);
    await refused(orderId, { file: pdfFile(undefined, { conteudo: '====' }) }, 'mustBePDF', 415);
  });

  it('refuses a file over the limit (fileSizeExceeded) and several files', async () => {
    const orderId = await makeOrder(t);
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(SUSTAINABILITY_CERTIFICATE_MAX_BYTES)]);
    await refused(orderId, { file: pdfFile(big) }, 'fileSizeExceeded', 413);
    // GraphQL takes one file: a list is refused before the service runs
    const several = await upload(t, as('fornecedor'), orderId, { file: [pdfFile(), pdfFile()] });
    expect(several.data).toBeNull();
    expect(several.status).toBe(400);
  });

  it('asks cotton for its material code and a second certificate for its date; checks codes, dates and UDAs', async () => {
    const orderId = await makeOrder(t);
    const missing = await refused(orderId, { code: '   ' }, 'requiredField', 400);
    expect(missing.errors[0]!.extensions.details).toMatchObject({ field: 'certificateMaterialCode' });
    const noDate = await refused(orderId, { uda: 5 }, 'requiredField', 400);
    expect(noDate.errors[0]!.extensions.details).toMatchObject({ field: 'dataExpedicao' });
    await refused(orderId, { code: 'X'.repeat(51) }, 'validation', 400);
    await refused(orderId, { date: '31/02/2026' }, 'validation', 400);
    await refused(orderId, { date: '2026-11-10', uda: 99 }, 'validation', 400);
  });

  it("answers another supplier's order exactly like an unknown one", async () => {
    const ofB = await makeOrder(t, { supplierId: DEMO_SUPPLIER_B_ID });
    const other = await refused(ofB, {}, 'notFound', 404);
    const unknown = await refused(2_000_000_000, {}, 'notFound', 404);
    expect(other.errors[0]!.message).toBe(unknown.errors[0]!.message.replace('2000000000', String(ofB)));
  });

  it('lets Admin, Fornecedor and Logistica upload and refuses the company users and the signed-out', async () => {
    const orderId = await makeOrder(t);
    for (const login of ['admin', 'logistica', 'fornecedor'] as const)
      expect((await upload(t, as(login), orderId)).errors).toEqual([]);
    for (const login of ['usuario', 'youcom', 'camicado'] as const)
      await refused(orderId, {}, 'withoutPermission', 403, login);
    await expectSignInRequired(t, as, ...uploadCall(orderId));
  });
});

function uploadCall(orderId: number): [string, Record<string, unknown>] {
  return [
    `mutation ($o: Int!, $f: ArquivoCertificadoInput!) { sustentabilidade(orderId: $o, file: $f, certificateMaterialCode: "BCI-1") { id } }`,
    { o: orderId, f: pdfFile() },
  ];
}

describe('reads of one order: every profile, within its row scope', () => {
  it('lets the six profiles read the orders they see, and answers the others like unknown ones', async () => {
    const certificate = await uploaded();
    const orderId = certificate.idPedido;
    for (const login of ['admin', 'fornecedor', 'logistica', 'usuario'] as const) {
      expect((await history(login, orderId)).data!.buscarCertificadosPorPedido.map((c) => c.id)).toEqual([
        certificate.id,
      ]);
      const file = await graphql<File>(t, as(login), FILE, { id: certificate.id });
      expect(file.errors).toEqual([]);
    }
    // supplier B, Youcom and Camicado users do not see supplier A's Renner order
    for (const login of ['fornecedor2', 'youcom', 'camicado'] as const) {
      expect((await history(login, orderId)).code).toBe('notFound');
      const file = await graphql<File>(t, as(login), FILE, { id: certificate.id });
      const unknown = await graphql<File>(t, as(login), FILE, { id: 2_000_000_000 });
      expect([file.code, file.status, file.data]).toEqual([unknown.code, unknown.status, unknown.data]);
      const details = await graphql<Details>(t, as(login), DETAILS, { id: orderId });
      expect(details.code).toBe('notFound');
    }
    await expectSignInRequired(t, as, HISTORY, { id: orderId });
  });

  it('gives the audit page the order context and the certificate asked for', async () => {
    const certificate = await uploaded();
    const { data } = await graphql<Details>(t, as('usuario'), DETAILS, { id: certificate.idPedido, tipo: 1 });
    expect(data!.buscarDetalhesUltimoCertificadoPorPedido).toMatchObject({
      pedido: { numeroPedido: certificate.idPedido, fornecedor: DEMO_SUPPLIER_A_ID, sustentabilidade: 'BCI' },
      certificado: { id: certificate.id },
    });
    expect(data!.buscarDetalhesUltimoCertificadoPorPedido.pedido.semanaComercial).toMatch(/^\d{2}\/\d{4}$/);
    const none = await graphql<Details>(t, as('admin'), DETAILS, { id: certificate.idPedido, tipo: 2 });
    expect(none.data!.buscarDetalhesUltimoCertificadoPorPedido.certificado).toBeNull();
    const other = await uploaded();
    const wrong = await graphql<Details>(t, as('admin'), DETAILS, { id: certificate.idPedido, cert: other.id });
    expect(wrong.code).toBe('notFound');
  });
});

describe('atualizarInformacoesCertificado: the audit', () => {
  const audit = (login: Login, c: Record<string, unknown>) =>
    graphql<{ atualizarInformacoesCertificado: SustainabilityCertificateDto }>(t, as(login), AUDIT, { c });

  it('saves every audit field, clears one left out, and audits the change', async () => {
    const certificate = await uploaded();
    const full = {
      id: certificate.id,
      status: 1,
      certificadoValido: 'S',
      conciliacaoAprovada: true,
      avaliacao: 'Conforme',
      anotacoes: 'Buyer ID confere com a loja.',
      buyerIDNumberIgualALoja: true,
      qtdBCCUs: '12,5',
      qtdBCCUsDentroDaMargemDeErro: true,
      codigoODNRepetido: false,
      codigoCertificadoODN: 'ODN-BR-2026-004211',
      dataValidade: '2027-06-30',
      certificadoComPeriodoVigenciaAtivo: true,
    };
    const saved = await audit('admin', full);
    expect(saved.errors).toEqual([]);
    expect(saved.data!.atualizarInformacoesCertificado).toMatchObject({
      status: { id: 1, descricao: 'APROVADO' },
      certificadoValido: 'Sim',
      qtdBCCUs: '12.5000',
      dataValidade: '2027-06-30',
      situacaoValidade: 'valid',
      codigoCertificadoODN: 'ODN-BR-2026-004211',
    });
    const cleared = await audit('admin', { id: certificate.id, status: 1, certificadoValido: 'Sim' });
    expect(cleared.data!.atualizarInformacoesCertificado).toMatchObject({ avaliacao: null, qtdBCCUs: null });
    const trail = await auditRows(t, 'sustainability_certificates', certificate.id);
    expect(trail.map((a) => a.action)).toEqual(['create', 'update', 'update']);
  });

  it('asks a rejection for its notes, and shows them to the supplier', async () => {
    const certificate = await uploaded();
    const missing = await audit('admin', { id: certificate.id, status: 2, certificadoValido: 'N' });
    expect([missing.code, missing.errors[0]!.extensions.details]).toEqual([
      'requiredField',
      { field: 'certificado.anotacoes' },
    ]);
    const notes = 'Certificado ilegível: envie o PDF original da BCI.';
    expect((await audit('admin', { id: certificate.id, status: 2, anotacoes: notes })).errors).toEqual([]);
    const seen = await history('fornecedor', certificate.idPedido);
    expect(seen.data!.buscarCertificadosPorPedido[0]).toMatchObject({ status: { id: 2 }, anotacoes: notes });
  });

  it('is Admin only (edit-sustainability-status), and refuses bad input', async () => {
    const certificate = await uploaded();
    for (const login of ['logistica', 'usuario', 'fornecedor', 'youcom', 'camicado'] as const) {
      const answer = await audit(login, { id: certificate.id, status: 1 });
      expect([login, answer.code, answer.status]).toEqual([login, 'withoutPermission', 403]);
    }
    await expectSignInRequired(t, as, AUDIT, { c: { id: certificate.id, status: 1 } });
    expect((await audit('admin', { id: 2_000_000_000, status: 1 })).code).toBe('notFound');
    expect((await audit('admin', { id: certificate.id, dataValidade: '2027-02-30' })).code).toBe('validation');
    expect((await audit('admin', { id: certificate.id, qtdBCCUs: 'doze' })).code).toBe('validation');
    expect((await audit('admin', { id: certificate.id, anotacoes: 'x'.repeat(4001) })).code).toBe('validation');
    const read = await history('admin', certificate.idPedido);
    expect(read.data!.buscarCertificadosPorPedido[0]!.status.id).toBe(0);
  });
});

describe('listarSustentabilidadeAuditoriaFiltrada and the report', () => {
  const list = (login: Login, variables: Record<string, unknown> = {}) => graphql<Page>(t, as(login), LIST, variables);

  it('pages by 20 for Admin, Usuario and Logistica, filters, and refuses the others', async () => {
    const first = await list('admin');
    const page = sustainabilityPageSchema.parse(first.data!.listarSustentabilidadeAuditoriaFiltrada);
    expect(page.itens).toHaveLength(SUSTAINABILITY_PAGE_SIZE);
    expect(page.temMais).toBe(true);
    const certificate = await uploaded();
    const filtered = await list('usuario', {
      filtro: { numeroPedido: certificate.idPedido, tipoCertificado: 1, statusAuditoria: 0, fornecedor: 'a' },
    });
    expect(filtered.data!.listarSustentabilidadeAuditoriaFiltrada.itens).toEqual([
      expect.objectContaining({ idCertificado: certificate.id, numeroPedido: certificate.idPedido, slot: 1 }),
    ]);
    const byCode = await list('logistica', { filtro: { fornecedor: String(DEMO_SUPPLIER_A_ID) } });
    expect(
      byCode.data!.listarSustentabilidadeAuditoriaFiltrada.itens.every((r) => r.fornecedor === DEMO_SUPPLIER_A_ID),
    ).toBe(true);
    for (const login of ['fornecedor', 'youcom', 'camicado'] as const)
      expect((await list(login)).code).toBe('withoutPermission');
    const wrongDays = await list('admin', {
      filtro: { dataCriacaoInicial: '2026-03-10', dataCriacaoFinal: '2026-03-01' },
    });
    expect(wrongDays.code).toBe('validation');
  });

  it('streams the 24-column CSV (REST) and answers the same text in GraphQL', async () => {
    const certificate = await uploaded();
    const response = await getAs(
      t,
      as('admin'),
      `/api/sustentabilidade/relatorio.csv?numeroPedido=${certificate.idPedido}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('relatorio_sustentabilidade.csv');
    const lines = response.body.split('\r\n');
    expect(lines[0]!.startsWith('\uFEFFPedido;Código do certificado;Status da auditoria;Tipo;')).toBe(true);
    expect(lines[0]!.split(';')).toHaveLength(24);
    expect(lines[1]!.split(';').slice(0, 4)).toEqual([
      String(certificate.idPedido),
      certificate.codigoCertificado,
      'AGUARDANDO APROVAÇÃO',
      'Algodão BCI',
    ]);
    const text = await graphql<{ listarSustentabilidadeParaRelatorio: string }>(t, as('admin'), REPORT, {
      filtro: { numeroPedido: certificate.idPedido },
    });
    expect(text.data!.listarSustentabilidadeParaRelatorio).toBe(response.body);
    expect((await getAs(t, as('fornecedor'), '/api/sustentabilidade/relatorio.csv')).statusCode).toBe(403);
    expect((await getAs(t, as('admin'), '/api/sustentabilidade/relatorio.csv?statusAuditoria=7')).statusCode).toBe(400);
  });

  it('keeps a logistics user to its CD', async () => {
    const elsewhere = await makeOrder(t, { cdId: 2 });
    const answer = await upload(t, as('admin'), elsewhere);
    const id = answer.data!.sustentabilidade.id;
    const seen = await list('logistica', { filtro: { numeroPedido: elsewhere } });
    expect(seen.data!.listarSustentabilidadeAuditoriaFiltrada.itens).toEqual([]);
    expect((await graphql<File>(t, as('logistica'), FILE, { id })).code).toBe('notFound');
  });
});

describe('GET /api/config/sustentabilidade', () => {
  it('answers the wait (0 in tests) to every profile', async () => {
    const response = await getAs(t, as('camicado'), '/api/config/sustentabilidade');
    expect([response.statusCode, response.json()]).toEqual([200, { pausaMs: 0 }]);
  });
});
