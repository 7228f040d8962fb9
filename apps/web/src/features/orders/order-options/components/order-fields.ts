import { formatCnpj, formatWeek, orderStatusName, type PedidoDetalheDto } from '@portal/domain';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../../../i18n/i18n';
import { formatDate } from '../../../../lib/format-date';
import { natureLabel } from '../../model/order-export';
import type { Field } from './field-list';

type T = TFunction;

const yesNo = (t: T, value: boolean | null | undefined) =>
  value == null ? '' : value ? t('orders.options.yes') : t('orders.options.no');

const cnpj = (value: string | null | undefined) => (value ? formatCnpj(value) : '');

function fields(t: T, group: string, values: Record<string, Field['value']>): Field[] {
  return Object.entries(values).map(([key, value]) => ({
    key,
    label: t(`orders.options.${group}.${key}`),
    value,
  }));
}

/** The order tab: every field of spec 000 §3 "Order". */
export function orderFields(t: T, o: PedidoDetalheDto): Field[] {
  const week = o.calendarioComercial;
  return fields(t, 'order', {
    id: o.id,
    status: `${o.status} · ${orderStatusName(o.status, currentLanguage())}`,
    naturezaPedido: natureLabel(o.naturezaPedido),
    marca: o.marca,
    dtEmissao: formatDate(o.dtEmissao),
    semana: `${formatWeek(week.semanaComercial, week.ano)} (${formatDate(week.dataInicial)} – ${formatDate(week.dataFinal)})`,
    qtCompra: o.qtCompra,
    qtPacotes: o.qtPacotes,
    qtPecas: o.qtPecas,
    qtVolumes: o.qtVolumes,
    dtEntregaInicio: formatDate(o.dtEntregaInicio),
    dtEntregaFim: formatDate(o.dtEntregaFim),
    dtRecebimentoPo: formatDate(o.dtRecebimentoPo),
    dtCancelamento: formatDate(o.dtCancelamento),
    amostraPedido: yesNo(t, o.amostraPedido),
    origemPedido: o.origemPedido,
    amostraStatus: o.amostraStatus,
    origemStatus: o.origemStatus,
    sustentabilidade: o.sustentabilidade,
    utilizaSubContratado: yesNo(t, o.utilizaSubContratado),
    departamento: [o.departamentoId, o.departamento].filter((v) => v != null && v !== '').join(' · '),
    pais: o.pais,
    pgCond: o.pgCond,
    pgDiasPrazo: o.pgDiasPrazo,
    formaPg: o.formaPg,
    termosFrete: o.termosFrete,
    tipoPedido: [o.tipoPedido, o.tipoPedidoDescricao].filter(Boolean).join(' · '),
    promocao: [o.promocaoKey, o.promocaoId].filter((v) => v != null && v !== '').join(' · '),
    promocaoPeriodo:
      o.promocaoInicio || o.promocaoFim ? `${formatDate(o.promocaoInicio)} – ${formatDate(o.promocaoFim)}` : '',
    versao: o.versao,
    fastInd: yesNo(t, o.fastInd),
    ffdd: o.ffdd,
    cnpjComprador: cnpj(o.cnpjComprador),
    utilCode: o.utilCode
      ? `${o.utilCode}${o.utilCode === '1109' ? ` · ${t('orders.options.order.utilCode1109')}` : ''}`
      : '',
    aceitePor: o.aceitePor,
    dtAceite: formatDate(o.dtAceite),
    observacao: o.observacao,
  });
}

export function providerFields(t: T, o: PedidoDetalheDto): Field[] {
  const f = o.fornecedor;
  return fields(t, 'provider', {
    id: f.id,
    nome: f.nome,
    cnpj: cnpj(f.cnpj),
    cidade: [f.cidade, f.uf].filter(Boolean).join('/'),
    email: f.email,
    ediPoInd: yesNo(t, f.ediPoInd),
    exigirDeclProdutor: yesNo(t, f.exigirDeclProdutor),
  });
}

export function cdFields(t: T, o: PedidoDetalheDto): Field[] {
  const l = o.localizacaoFisica;
  return fields(t, 'cd', {
    codigo: l.codigo,
    nome: l.nome,
    tipoLocalidade: l.tipoLocalidade,
    cnpj: cnpj(l.cnpj),
    ie: l.ie,
    endereco: [l.endereco, l.numero].filter(Boolean).join(', '),
    bairro: l.bairro,
    cidade: [l.cidade, l.uf].filter(Boolean).join('/'),
    cep: l.cep,
    telefone: l.telefone,
    email: l.email,
  });
}

export function companyFields(t: T, o: PedidoDetalheDto): Field[] {
  const e = o.empresa;
  return fields(t, 'company', {
    codigo: e.codigo,
    nome: e.nome,
    exigirDeclProdutor: yesNo(t, e.exigirDeclProdutor),
    exigirCertSustentabilidade: yesNo(t, e.exigirCertSustentabilidade),
  });
}
