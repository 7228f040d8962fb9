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

type Values = Record<string, Field['value']>;

/** Each tab's values (spec 000 §3), its labels under `orders.options.<tab>.<field>`, in the order shown. */
const TAB_VALUES = {
  order: (t: T, o: PedidoDetalheDto): Values => {
    const week = o.calendarioComercial;
    return {
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
    };
  },
  provider: (t: T, { fornecedor: f }: PedidoDetalheDto): Values => ({
    id: f.id,
    nome: f.nome,
    cnpj: cnpj(f.cnpj),
    cidade: [f.cidade, f.uf].filter(Boolean).join('/'),
    email: f.email,
    ediPoInd: yesNo(t, f.ediPoInd),
    exigirDeclProdutor: yesNo(t, f.exigirDeclProdutor),
  }),
  cd: (_t: T, { localizacaoFisica: l }: PedidoDetalheDto): Values => ({
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
  }),
  company: (t: T, { empresa: e }: PedidoDetalheDto): Values => ({
    codigo: e.codigo,
    nome: e.nome,
    exigirDeclProdutor: yesNo(t, e.exigirDeclProdutor),
    exigirCertSustentabilidade: yesNo(t, e.exigirCertSustentabilidade),
  }),
};

export type FieldTab = keyof typeof TAB_VALUES;

/** The fields of one tab of the order (order, provider, CD, company), labelled in the user's language. */
export function orderTabFields(t: T, tab: FieldTab, order: PedidoDetalheDto): Field[] {
  return Object.entries(TAB_VALUES[tab](t, order)).map(([key, value]) => ({
    key,
    label: t(`orders.options.${tab}.${key}`),
    value,
  }));
}
