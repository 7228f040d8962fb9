import { buildSchema, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  boxStampItemSchema,
  cdWeekOrderSchema,
  commercialCheckResultSchema,
  conciliationHistoryEntrySchema,
  conciliationListPageSchema,
  conciliationResultSchema,
  declarationAuditSchema,
  declarationFileAnswerSchema,
  declarationItemSchema,
  declarationPageSchema,
  declarationSchema,
  declarationStatusSchema,
  empresaSchema,
  expiringDocumentSchema,
  normSchema,
  pedidoDetalheSchema,
  pedidoSchema,
  priceTagItemSchema,
  providerPageSchema,
  providerSchema,
  providerSummarySchema,
  reconcilePendingStepSchema,
  resultadoCienciaPedidoSchema,
  sampleConcessionPageSchema,
  sampleConcessionSchema,
  sampleConcessionStatusSchema,
  sampleValidationSchema,
  selectionOf,
  sessaoSchema,
  subcontractorInvoiceSchema,
  subcontractorPageSchema,
  subcontractorSchema,
  subcontractorSummarySchema,
  auditStatusSchema,
  sustainabilityCertificateSchema,
  sustainabilityUdaSchema,
  certificateOrderSchema,
  certificateDetailsSchema,
  sustainabilityListRowSchema,
  sustainabilityPageSchema,
  certificateFileAnswerSchema,
  preSchedulingSchema,
  preSchedulingRowSchema,
  timeZoneSchema,
  workHourTypeSchema,
  dockBoardSchema,
} from '@portal/domain';
import { AREAS } from '../src/app';
import { composeSchema } from '../src/platform/graphql';
import { contractDrift } from './support/graphql-contract-drift';
import { postGraphql } from './support/graphql-post';
import { createTestApp, type TestApp } from './support/test-app';

const portalSchema = buildSchema(composeSchema(AREAS.flatMap((area) => (area.graphql ? [area.graphql] : []))).schema);

/**
 * Every answer type of the SDL and the domain schema it mirrors (the types they nest are compared through them).
 * The SDL's object types are written from the domain schemas the areas name (`types` of *.graphql.ts, by
 * platform/graphql-types.ts); this table, compared by an independent route (the schemas' JSON Schema), guards
 * that generator.
 */
const CONTRACTS: Record<string, z.ZodType> = {
  Pedido: pedidoSchema,
  PedidoDetalhe: pedidoDetalheSchema,
  ResultadoCienciaPedido: resultadoCienciaPedidoSchema,
  Empresa: empresaSchema,
  Sessao: sessaoSchema,
  PedidoCdSemana: cdWeekOrderSchema,
  ItemEtiqueta: priceTagItemSchema,
  ItemSeloCaixa: boxStampItemSchema,
  ResultadoConciliacaoComercial: commercialCheckResultSchema,
  ResultadoConciliacao: conciliationResultSchema,
  HistoricoConciliacao: conciliationHistoryEntrySchema,
  PaginaConciliacoes: conciliationListPageSchema,
  ValidacaoAmostra: sampleValidationSchema,
  PendenciaConciliacao: reconcilePendingStepSchema,
  Fornecedor: providerSchema,
  PaginaFornecedores: providerPageSchema,
  SubcontratadoResumo: subcontractorSummarySchema,
  Subcontratado: subcontractorSchema,
  PaginaSubcontratados: subcontractorPageSchema,
  FornecedorResumo: providerSummarySchema,
  NotaFiscalSubcontratado: subcontractorInvoiceSchema,
  StatusConcessaoAmostra: sampleConcessionStatusSchema,
  ConcessaoAmostraPedido: sampleConcessionSchema,
  PaginaConcessoesAmostra: sampleConcessionPageSchema,
  DocumentoAVencer: expiringDocumentSchema,
  Norma: normSchema,
  StatusDeclaracao: declarationStatusSchema,
  DeclaracaoProdutor: declarationSchema,
  ItemDeclaracao: declarationItemSchema,
  DeclaracaoAuditoria: declarationAuditSchema,
  PaginaDeclaracoes: declarationPageSchema,
  ArquivoDeclaracao: declarationFileAnswerSchema,
  StatusAuditoriaCertificado: auditStatusSchema,
  CertificadoSustentabilidade: sustainabilityCertificateSchema,
  UdaSustentabilidade: sustainabilityUdaSchema,
  PedidoCertificado: certificateOrderSchema,
  DetalhesCertificadoSustentabilidade: certificateDetailsSchema,
  LinhaSustentabilidade: sustainabilityListRowSchema,
  PaginaSustentabilidade: sustainabilityPageSchema,
  ArquivoCertificado: certificateFileAnswerSchema,
  PreAgendamento: preSchedulingSchema,
  LinhaPreAgendamento: preSchedulingRowSchema,
  FusoHorario: timeZoneSchema,
  TipoHoraTrabalho: workHourTypeSchema,
  QuadroDoca: dockBoardSchema,
};

describe('the GraphQL SDL and the domain contracts', () => {
  it.each(Object.entries(CONTRACTS))('%s agrees with its domain schema', (typeName, contract) => {
    expect(contractDrift(portalSchema, typeName, contract)).toEqual([]);
  });

  it('leaves no answer type of the SDL without a domain schema', () => {
    const seen = new Set<string>();
    for (const [typeName, contract] of Object.entries(CONTRACTS)) contractDrift(portalSchema, typeName, contract, seen);
    const answerTypes = Object.values(portalSchema.getTypeMap())
      .filter((type) => isObjectType(type) && !type.name.startsWith('__'))
      .map((type) => type.name)
      .filter((name) => name !== 'Query' && name !== 'Mutation');
    expect(answerTypes.filter((name) => !seen.has(name)).sort()).toEqual([]);
  });

  it('finds a drift: a renamed field, a changed nullability, a Float for an Int', () => {
    const drifted = pedidoSchema.omit({ marca: true }).extend({
      brand: pedidoSchema.shape.marca,
      observacao: pedidoSchema.shape.marca,
      qtPecas: pedidoSchema.shape.calendarioComercial.shape.id.or(pedidoSchema.shape.dtEmissao),
    });
    expect(contractDrift(portalSchema, 'Pedido', drifted)).toEqual(
      expect.arrayContaining([
        'Pedido.marca: not in the domain schema',
        'Pedido.brand: not in the SDL',
        'Pedido.observacao: nullable in the SDL, not in the domain',
        expect.stringMatching(/^Pedido\.qtPecas: Int in the SDL/),
      ]),
    );
  });
});

describe('real answers parse with the domain schemas', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    headers = { authorization: `Bearer ${await t.login('admin')}` };
  });

  afterAll(async () => {
    await t?.close();
  });

  async function answer(query: string, variables: Record<string, unknown> = {}): Promise<unknown> {
    const { status, data, errors } = await postGraphql(t, { query, variables }, headers);
    expect(errors).toEqual([]);
    expect(status).toBe(200);
    return data;
  }

  it('listarPedidos and pedidoPorId, every field asked for', async () => {
    const list = z
      .object({ listarPedidos: z.array(pedidoSchema).min(1) })
      .parse(await answer(`{ listarPedidos(pagina: 0, max: 20) ${selectionOf(pedidoSchema)} }`));
    const idPedido = String(list.listarPedidos[0]!.id);
    const detail = z.object({ pedidoPorId: pedidoDetalheSchema }).parse(
      await answer(`query ($idPedido: ID!) { pedidoPorId(idPedido: $idPedido) ${selectionOf(pedidoDetalheSchema)} }`, {
        idPedido,
      }),
    );
    expect(detail.pedidoPorId.itens.length).toBeGreaterThan(0);
  });

  it('buscarConciliacoesParaListagem, every field asked for', async () => {
    const page = z
      .object({ buscarConciliacoesParaListagem: conciliationListPageSchema })
      .parse(await answer(`{ buscarConciliacoesParaListagem(pagina: 0) ${selectionOf(conciliationListPageSchema)} }`));
    expect(page.buscarConciliacoesParaListagem.itens.length).toBeGreaterThan(0);
  });

  it('listarPreAgendamentosRelatorio and buscarPreAgendamentoPorId, every field asked for', async () => {
    const report = z
      .object({ listarPreAgendamentosRelatorio: z.array(preSchedulingRowSchema).min(1) })
      .parse(await answer(`{ listarPreAgendamentosRelatorio ${selectionOf(preSchedulingRowSchema)} }`));
    const idPreAgendamento = report.listarPreAgendamentosRelatorio[0]!.id;
    z.object({ buscarPreAgendamentoPorId: preSchedulingSchema }).parse(
      await answer(
        `query ($id: Int!) { buscarPreAgendamentoPorId(idPreAgendamento: $id) ${selectionOf(preSchedulingSchema)} }`,
        { id: idPreAgendamento },
      ),
    );
  });

  it('listarTodasConcessoesFiltradas, every field asked for', async () => {
    const page = z
      .object({ listarTodasConcessoesFiltradas: sampleConcessionPageSchema })
      .parse(await answer(`{ listarTodasConcessoesFiltradas(pagina: 1) ${selectionOf(sampleConcessionPageSchema)} }`));
    expect(page.listarTodasConcessoesFiltradas.itens.length).toBeGreaterThan(0);
  });
});
