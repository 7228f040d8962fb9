import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  COMMERCIAL_CHECK_MUTATION,
  commercialCheckAnswerSchema,
} from '../../features/conciliation/api/reconcile-commercial';
import {
  RECONCILE_CURRENT_QUERY,
  reconcileCurrentAnswerSchema,
} from '../../features/conciliation/api/reconcile-current';
import { LIST_CONCILIATIONS, conciliationListAnswerSchema } from '../../features/conciliation/api/list-conciliations';
import {
  QUERY as CONCILIATION_HISTORY_QUERY,
  conciliationHistoryAnswerSchema,
} from '../../features/conciliation/api/status-history';
import {
  CANCEL,
  OBSERVATION,
  cancelAnswerSchema,
  observationAnswerSchema,
} from '../../features/conciliation/api/status-mutations';
import {
  QUERY as CONCILIATION_RESULT_QUERY,
  conciliationResultAnswerSchema,
} from '../../features/conciliation/api/status-result';
import { BOX_STAMP_ITEMS_QUERY, boxStampItemsAnswerSchema } from '../../features/labels/api/box-stamp-items';
import { PRICE_TAG_ITEMS_QUERY, priceTagItemsAnswerSchema } from '../../features/labels/api/price-tag-items';
import { QUERY as CD_WEEK_ORDERS_QUERY, cdWeekOrdersAnswerSchema } from '../../features/loads/api/cd-week-orders';
import { DOCK_BOARD_QUERY, dockBoardAnswerSchema } from '../../features/scheduling/api/get-dock-board';
import { LIST_ORDERS, listOrdersAnswerSchema } from '../../features/orders/api/list-orders';
import { ACCEPT_ORDERS, acceptOrdersAnswerSchema } from '../../features/orders/api/accept-orders';
import { SAMPLE_VALIDATION_QUERY, sampleValidationAnswerSchema } from '../../features/orders/api/validate-sample';
import {
  MUTATION as ACCEPT_ORDER,
  acceptOrderAnswerSchema,
} from '../../features/orders/order-options/api/accept-order';
import {
  MUTATION as SUBCONTRACTOR_USE,
  subcontractorUseAnswerSchema,
} from '../../features/orders/order-options/api/change-subcontractor-use';
import { ORDER_DETAIL_QUERY, orderDetailAnswerSchema } from '../../features/orders/order-options/api/get-order-detail';
import {
  INVOICE_QUERY,
  ORDER_INVOICES_QUERY,
  invoiceAnswerSchema,
  orderInvoicesAnswerSchema,
} from '../../features/subcontractors/api/invoice-list';
import {
  CREATE_INVOICE,
  DELETE_INVOICE,
  UPDATE_INVOICE,
  createInvoiceAnswerSchema,
  deleteInvoiceAnswerSchema,
  updateInvoiceAnswerSchema,
} from '../../features/subcontractors/api/invoice-mutations';
import { INVOICE_ORDER_QUERY, invoiceOrderAnswerSchema } from '../../features/subcontractors/api/invoice-order';
import {
  ORDER_SUBCONTRACTORS_QUERY,
  orderSubcontractorsAnswerSchema,
} from '../../features/subcontractors/api/invoice-subcontractors';
import {
  DECLARATION_AUDIT_QUERY,
  declarationAuditAnswerSchema,
  SAVE_AUDIT_MUTATION,
  saveAuditAnswerSchema,
} from '../../features/declarations/api/declaration-audit';
import {
  DECLARATION_FILE_QUERY,
  declarationFileAnswerSchemaOf,
} from '../../features/declarations/api/declaration-file';
import { DECLARATION_LIST_QUERY, declarationListAnswerSchema } from '../../features/declarations/api/list-declarations';
import {
  DECLARATION_HISTORY_QUERY,
  DECLARATION_ORDER_QUERY,
  declarationHistoryAnswerSchema,
  declarationOrderAnswerSchema,
  LAST_DECLARATION_QUERY,
  lastDeclarationAnswerSchema,
} from '../../features/declarations/api/order-declarations';
import {
  UPLOAD_DECLARATION_MUTATION,
  uploadDeclarationAnswerSchema,
} from '../../features/declarations/api/upload-declaration';
import { NORM_QUERY, normAnswerSchema } from '../../features/norms/api/get-norm';
import { NORM_LIST_QUERY, normListAnswerSchemaOf } from '../../features/norms/api/list-norms';
import {
  CREATE_NORM_MUTATION,
  createNormAnswerSchema,
  UPDATE_NORM_MUTATION,
  updateNormAnswerSchema,
} from '../../features/norms/api/save-norm';
import { GET_CONCESSION, getConcessionAnswerSchema } from '../../features/samples/api/get-concession';
import { LIST_CONCESSIONS, listConcessionsAnswerSchema } from '../../features/samples/api/list-concessions';
import { SAVE_CONCESSION, saveConcessionAnswerSchema } from '../../features/samples/api/save-concession';
import { AUDIT_CERTIFICATE_MUTATION, auditAnswerSchema } from '../../features/sustainability/api/audit-certificate';
import { CERTIFICATE_FILE_QUERY, fileAnswerSchema } from '../../features/sustainability/api/certificate-files';
import {
  CERTIFICATE_DETAILS_QUERY,
  CERTIFICATE_HISTORY_QUERY,
  CURRENT_CERTIFICATES_QUERY,
  currentAnswerSchema,
  detailsAnswerSchema,
  historyAnswerSchema,
  UDAS_QUERY,
  udasAnswerSchema,
} from '../../features/sustainability/api/certificate-reads';
import { LIST_CERTIFICATES_QUERY, listAnswerSchema } from '../../features/sustainability/api/list-certificates';
import {
  SUSTAINABILITY_ORDER_QUERY,
  sustainabilityOrderAnswerSchema,
} from '../../features/sustainability/api/sustainability-order';
import { UPLOAD_CERTIFICATE_MUTATION, uploadAnswerSchema } from '../../features/sustainability/api/upload-certificate';
import { ORDER_HEAD_QUERY, orderHeadAnswerSchema } from '../../lib/order-head';
import {
  RECONCILE_PENDING_STEP_QUERY,
  reconcilePendingStepAnswerSchema,
} from '../../features/conciliation/api/reconcile-pending-step';
import {
  EXPIRING_DOCUMENTS_QUERY,
  expiringDocumentsAnswerSchema,
} from '../../features/compliance/api/expiring-documents';
import { PROVIDER_QUERY, providerAnswerSchema } from '../../features/providers/api/get-provider';
import { PROVIDER_LIST_QUERY, providerListAnswerSchema } from '../../features/providers/api/list-providers';
import {
  flagAnswerSchema,
  ORIGIN_CERTIFICATE_FLAG_MUTATION,
  PRODUCER_DECLARATION_FLAG_MUTATION,
  SUBCONTRACTOR_FLAG_MUTATION,
} from '../../features/providers/api/provider-mutations';
import {
  LINK_SUBCONTRACTOR_MUTATION,
  LINKED_SUBCONTRACTORS_QUERY,
  linkedSubcontractorsAnswerSchema,
  linkSubcontractorAnswerSchema,
  SUBCONTRACTORS_TO_LINK_QUERY,
  subcontractorsToLinkAnswerSchema,
  UNLINK_SUBCONTRACTOR_MUTATION,
  unlinkSubcontractorAnswerSchema,
} from '../../features/providers/api/provider-subcontractors';
import { SUBCONTRACTOR_QUERY, subcontractorAnswerSchema } from '../../features/subcontractors/api/get-subcontractor';
import {
  SUBCONTRACTOR_LIST_QUERY,
  subcontractorListAnswerSchema,
} from '../../features/subcontractors/api/list-subcontractors';
import {
  CREATE_SUBCONTRACTOR_MUTATION,
  createSubcontractorAnswerSchema,
  UPDATE_SUBCONTRACTOR_MUTATION,
  updateSubcontractorAnswerSchema,
} from '../../features/subcontractors/api/save-subcontractor';
import {
  ADD_PROVIDER_MUTATION,
  addProviderAnswerSchema,
  LINKED_PROVIDERS_QUERY,
  linkedProvidersAnswerSchema,
  PROVIDERS_TO_LINK_QUERY,
  providersToLinkAnswerSchema,
  REMOVE_PROVIDER_MUTATION,
  removeProviderAnswerSchema,
} from '../../features/subcontractors/api/subcontractor-providers';

import {
  PRE_SCHEDULING_LIST_QUERY,
  preSchedulingListAnswerSchema,
} from '../../features/pre-scheduling/api/list-pre-schedulings';
import { PRE_SCHEDULING_QUERY, preSchedulingAnswerSchema } from '../../features/pre-scheduling/api/get-pre-scheduling';
import {
  CREATE_PRE_SCHEDULING_MUTATION,
  UPDATE_PRE_SCHEDULING_MUTATION,
  createPreSchedulingAnswerSchema,
  updatePreSchedulingAnswerSchema,
} from '../../features/pre-scheduling/api/save-pre-scheduling';
import {
  COMPANIES_QUERY,
  TIME_ZONES_QUERY,
  WORK_HOUR_TYPES_QUERY,
  companiesAnswerSchema,
  timeZonesAnswerSchema,
  workHourTypesAnswerSchema,
} from '../../features/pre-scheduling/api/form-references';
/**
 * Every GraphQL operation of the web app with the schema its answer is parsed with (a pick of the domain's
 * contract). The server's graphql-contracts.test.ts keeps the SDL equal to the domain and graphql-limits.test.ts
 * validates these documents against the SDL; this test closes the loop: what a query selects is exactly what its
 * schema reads, so a field asked for and never parsed, or parsed and never asked for, fails here.
 */
const OPERATIONS: [name: string, document: string, schema: z.ZodType][] = [
  ['listarPedidos', LIST_ORDERS, listOrdersAnswerSchema],
  ['pedidoPorId (order options)', ORDER_DETAIL_QUERY, orderDetailAnswerSchema],
  ['pedidoPorId (order head)', ORDER_HEAD_QUERY, orderHeadAnswerSchema],
  ['validarAmostraParaConciliar', SAMPLE_VALIDATION_QUERY, sampleValidationAnswerSchema],
  ['confirmarCienciaPedido', ACCEPT_ORDER, acceptOrderAnswerSchema],
  ['confirmarCienciaPedidos', ACCEPT_ORDERS, acceptOrdersAnswerSchema],
  ['alterarUtilizaSubcontratado', SUBCONTRACTOR_USE, subcontractorUseAnswerSchema],
  ['conciliacaoComercial', COMMERCIAL_CHECK_MUTATION, commercialCheckAnswerSchema],
  ['conciliacaoAtual', RECONCILE_CURRENT_QUERY, reconcileCurrentAnswerSchema],
  ['pendenciaConciliacao', RECONCILE_PENDING_STEP_QUERY, reconcilePendingStepAnswerSchema],
  ['documentosAVencer', EXPIRING_DOCUMENTS_QUERY, expiringDocumentsAnswerSchema],
  ['buscarConciliacoesParaListagem', LIST_CONCILIATIONS, conciliationListAnswerSchema],
  ['buscarResultadoConciliacaoPorPedido', CONCILIATION_RESULT_QUERY, conciliationResultAnswerSchema],
  ['buscarHistoricoReprovacaoConciliacaoPorPedido', CONCILIATION_HISTORY_QUERY, conciliationHistoryAnswerSchema],
  ['cancelarConciliacao', CANCEL, cancelAnswerSchema],
  ['salvarObservacao', OBSERVATION, observationAnswerSchema],
  ['itensParaEtiqueta', PRICE_TAG_ITEMS_QUERY, priceTagItemsAnswerSchema],
  ['itensParaSeloCaixa', BOX_STAMP_ITEMS_QUERY, boxStampItemsAnswerSchema],
  ['buscarPedidosPorFornecedorCdSemana', CD_WEEK_ORDERS_QUERY, cdWeekOrdersAnswerSchema],
  ['quadroDoca', DOCK_BOARD_QUERY, dockBoardAnswerSchema],
  ['fornecedoresFiltrados', PROVIDER_LIST_QUERY, providerListAnswerSchema],
  ['buscarFornecedorPorId', PROVIDER_QUERY, providerAnswerSchema],
  ['buscarSubcontratadoPorFornecedor', LINKED_SUBCONTRACTORS_QUERY, linkedSubcontractorsAnswerSchema],
  ['buscarSubcontratadosNaoVinculadosAoFornecedor', SUBCONTRACTORS_TO_LINK_QUERY, subcontractorsToLinkAnswerSchema],
  ['atualizarFlagSubcontratado', SUBCONTRACTOR_FLAG_MUTATION, flagAnswerSchema('atualizarFlagSubcontratado')],
  [
    'atualizarFlagDeclaracaoProdutor',
    PRODUCER_DECLARATION_FLAG_MUTATION,
    flagAnswerSchema('atualizarFlagDeclaracaoProdutor'),
  ],
  [
    'atualizarFlagCertificadoOrigem',
    ORIGIN_CERTIFICATE_FLAG_MUTATION,
    flagAnswerSchema('atualizarFlagCertificadoOrigem'),
  ],
  ['vincularSubcontratado', LINK_SUBCONTRACTOR_MUTATION, linkSubcontractorAnswerSchema],
  ['desvincularSubcontratado', UNLINK_SUBCONTRACTOR_MUTATION, unlinkSubcontractorAnswerSchema],
  ['listarSubcontratadosFiltrados', SUBCONTRACTOR_LIST_QUERY, subcontractorListAnswerSchema],
  ['buscarSubcontratadoPorId', SUBCONTRACTOR_QUERY, subcontractorAnswerSchema],
  ['criarSubcontratado', CREATE_SUBCONTRACTOR_MUTATION, createSubcontractorAnswerSchema],
  ['atualizarSubcontratado', UPDATE_SUBCONTRACTOR_MUTATION, updateSubcontractorAnswerSchema],
  ['buscarFornecedorPorSubcontratado', LINKED_PROVIDERS_QUERY, linkedProvidersAnswerSchema],
  ['buscarFornecedorNaoVinculadoAoSubcontratado', PROVIDERS_TO_LINK_QUERY, providersToLinkAnswerSchema],
  ['adicionarFornecedorAoSubcontratado', ADD_PROVIDER_MUTATION, addProviderAnswerSchema],
  ['removerFornecedorDoSubcontratado', REMOVE_PROVIDER_MUTATION, removeProviderAnswerSchema],
  ['pedidoPorId (subcontractor invoices)', INVOICE_ORDER_QUERY, invoiceOrderAnswerSchema],
  ['buscarNotasFiscaisSubcontratadoPorPedido', ORDER_INVOICES_QUERY, orderInvoicesAnswerSchema],
  ['buscarNotaFiscalSubcontratadoPorId', INVOICE_QUERY, invoiceAnswerSchema],
  ['subcontratadosDoPedido', ORDER_SUBCONTRACTORS_QUERY, orderSubcontractorsAnswerSchema],
  ['criarNotaFiscalSubcontratado', CREATE_INVOICE, createInvoiceAnswerSchema],
  ['atualizarNotaFiscalSubcontratado', UPDATE_INVOICE, updateInvoiceAnswerSchema],
  ['deletarNotaFiscalSubcontratado', DELETE_INVOICE, deleteInvoiceAnswerSchema],
  ['listarTodasConcessoesFiltradas', LIST_CONCESSIONS, listConcessionsAnswerSchema],
  ['buscarConcessaoPorId', GET_CONCESSION, getConcessionAnswerSchema],
  ['salvarConcessao', SAVE_CONCESSION, saveConcessionAnswerSchema],
  ['listarNormas', NORM_LIST_QUERY, normListAnswerSchemaOf],
  ['buscarNormaPorId', NORM_QUERY, normAnswerSchema],
  ['criarNorma', CREATE_NORM_MUTATION, createNormAnswerSchema],
  ['atualizarNorma', UPDATE_NORM_MUTATION, updateNormAnswerSchema],
  ['buscarUltimaDeclaracao', LAST_DECLARATION_QUERY, lastDeclarationAnswerSchema],
  ['buscarHistoricoPorPedido', DECLARATION_HISTORY_QUERY, declarationHistoryAnswerSchema],
  ['pedidoPorId (producer declaration)', DECLARATION_ORDER_QUERY, declarationOrderAnswerSchema],
  ['declaracaoProdutor', UPLOAD_DECLARATION_MUTATION, uploadDeclarationAnswerSchema],
  ['buscarArquivoPorIdDeclaracao', DECLARATION_FILE_QUERY, declarationFileAnswerSchemaOf],
  ['listarTodasFiltradas', DECLARATION_LIST_QUERY, declarationListAnswerSchema],
  ['declaracaoAuditoriaPorId', DECLARATION_AUDIT_QUERY, declarationAuditAnswerSchema],
  ['atualizarDeclaracaoAuditoria', SAVE_AUDIT_MUTATION, saveAuditAnswerSchema],
  ['buscarCertificadosPorPedido', CERTIFICATE_HISTORY_QUERY, historyAnswerSchema],
  ['buscarUltimoCertificado', CURRENT_CERTIFICATES_QUERY, currentAnswerSchema],
  ['buscarDetalhesUltimoCertificadoPorPedido', CERTIFICATE_DETAILS_QUERY, detailsAnswerSchema],
  ['getDescricaoUDASustentabilidade', UDAS_QUERY, udasAnswerSchema],
  ['sustentabilidade', UPLOAD_CERTIFICATE_MUTATION, uploadAnswerSchema],
  ['atualizarInformacoesCertificado', AUDIT_CERTIFICATE_MUTATION, auditAnswerSchema],
  ['listarSustentabilidadeAuditoriaFiltrada', LIST_CERTIFICATES_QUERY, listAnswerSchema],
  ['buscarArquivoPorIdCertificado', CERTIFICATE_FILE_QUERY, fileAnswerSchema],
  ['pedidoPorId (sustainability)', SUSTAINABILITY_ORDER_QUERY, sustainabilityOrderAnswerSchema],
  ['listarPreAgendamentosDoFornecedor', PRE_SCHEDULING_LIST_QUERY, preSchedulingListAnswerSchema],
  ['buscarPreAgendamentoPorId', PRE_SCHEDULING_QUERY, preSchedulingAnswerSchema],
  ['criarPreAgendamento', CREATE_PRE_SCHEDULING_MUTATION, createPreSchedulingAnswerSchema],
  ['atualizarPreAgendamento', UPDATE_PRE_SCHEDULING_MUTATION, updatePreSchedulingAnswerSchema],
  ['listarFusoHorario', TIME_ZONES_QUERY, timeZonesAnswerSchema],
  ['listarTiposHoraTrabalho', WORK_HOUR_TYPES_QUERY, workHourTypesAnswerSchema],
  ['empresas', COMPANIES_QUERY, companiesAnswerSchema],
];

/** A selection set as a tree of response names (aliases win); a leaf field is an empty object. */
type Selection = { [field: string]: Selection };

/** The operation's selection set: names, aliases and nested sets; arguments, variables and directives skipped. */
function selectionOf(document: string): Selection {
  const tokens: string[] = document.match(/"[^"]*"|\.\.\.|[A-Za-z_$][\w]*|[{}():@!=[\],]|-?\d+(?:\.\d+)?/g) ?? [];
  let i = tokens.indexOf('{');
  const skipParens = () => {
    if (tokens[i] !== '(') return;
    for (let depth = 0; i < tokens.length; i++) {
      if (tokens[i] === '(') depth++;
      if (tokens[i] === ')' && --depth === 0) return void i++;
    }
  };
  const set = (): Selection => {
    const fields: Selection = {};
    i++; // {
    while (tokens[i] !== '}') {
      const name = tokens[i++]!;
      if (tokens[i] === ':') {
        i++;
        i++; // the field's own name: the answer uses the alias
      }
      skipParens();
      while (tokens[i] === '@') {
        i += 2;
        skipParens();
      }
      fields[name] = tokens[i] === '{' ? set() : {};
    }
    i++; // }
    return fields;
  };
  return set();
}

interface JsonNode {
  type?: string | string[];
  anyOf?: JsonNode[];
  items?: JsonNode;
  properties?: Record<string, JsonNode>;
}

/** The object a property holds, through nullable and list wrappers; undefined for a scalar. */
function objectOf(node: JsonNode): JsonNode | undefined {
  if (node.anyOf) return node.anyOf.map(objectOf).find((n) => n !== undefined);
  if (node.type === 'array' && node.items) return objectOf(node.items);
  return node.type === 'object' ? node : undefined;
}

function mismatches(selection: Selection, node: JsonNode, path: string): string[] {
  const properties = node.properties ?? {};
  const out: string[] = [];
  for (const name of Object.keys(selection))
    if (!(name in properties)) out.push(`${path}${name}: selected, not parsed`);
  for (const name of Object.keys(properties))
    if (!(name in selection)) out.push(`${path}${name}: parsed, not selected`);
  for (const [name, child] of Object.entries(selection)) {
    const property = properties[name];
    if (!property) continue;
    const object = objectOf(property);
    const nested = Object.keys(child).length > 0;
    if (nested && !object) out.push(`${path}${name}: an object in the query, a scalar in the schema`);
    else if (!nested && object) out.push(`${path}${name}: a scalar in the query, an object in the schema`);
    else if (object) out.push(...mismatches(child, object, `${path}${name}.`));
  }
  return out;
}

function drift(document: string, schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonNode;
  return mismatches(selectionOf(document), json, '');
}

describe('every GraphQL operation of the web app', () => {
  it.each(OPERATIONS)('%s selects exactly what its answer schema parses', (_name, document, schema) => {
    expect(drift(document, schema)).toEqual([]);
  });

  it('lists every operation the web app sends', () => {
    const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/__tests__/**', '!../../**/*.test.*'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const operations = Object.values(sources).flatMap((source) => [
      ...source.matchAll(/\/\*\s*GraphQL\s*\*\/\s*`\s*(?:query|mutation)\b/g),
    ]);
    expect(operations).toHaveLength(OPERATIONS.length);
  });

  it('finds a drift: a field selected and not parsed, one parsed and not selected', () => {
    const document = 'query q($id: ID!) { pedidoPorId(idPedido: $id) { id extra empresa { nome } } }';
    const schema = z.object({ pedidoPorId: z.object({ id: z.number(), marca: z.string(), empresa: z.string() }) });
    expect(drift(document, schema)).toEqual([
      'pedidoPorId.extra: selected, not parsed',
      'pedidoPorId.marca: parsed, not selected',
      'pedidoPorId.empresa: an object in the query, a scalar in the schema',
    ]);
  });
});
