import { addDays, cnpjCheckDigits, SUBCONTRACTOR_STATUS, saoPauloInstant } from '@portal/domain';
import type { Tx } from '../../platform/database';
import { providerSubcontractors, subcontractors } from '../schema/index';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from './suppliers.seed';

type SubcontractorRow = Omit<typeof subcontractors.$inferInsert, 'id'>;
/** A link, the subcontractor named by its position in the demo's list (ids are the database's). */
type LinkRow = Omit<typeof providerSubcontractors.$inferInsert, 'subcontractorId'> & { position: number };

/** Sewing, cutting, washing and finishing workshops of the textile towns the demo suppliers sit in. */
const WORKSHOPS = [
  ['Facção Costura Fina', 'Blumenau', 'SC', '47', 'Rua XV de Novembro, 1200, Centro'],
  ['Ateliê Linha & Agulha', 'Brusque', 'SC', '47', 'Rua Hercílio Luz, 85, Centro'],
  ['Lavanderia Vale do Itajaí', 'Gaspar', 'SC', '47', 'Rodovia Jorge Lacerda, 4100, Poço Grande'],
  ['Bordados Pomerode', 'Pomerode', 'SC', '47', 'Rua Hermann Weege, 310, Centro'],
  ['Corte Certo Enfesto', 'Jaraguá do Sul', 'SC', '47', 'Rua Walter Marquardt, 1500, Barra do Rio Molha'],
  ['Estamparia Cores do Sul', 'Caxias do Sul', 'RS', '54', 'Rua Sinimbu, 2300, Lourdes'],
  ['Facção Mãos de Ouro', 'Cianorte', 'PR', '44', 'Avenida Goiás, 980, Zona 1'],
  ['Costura Maringá', 'Maringá', 'PR', '44', 'Avenida Colombo, 5500, Zona 7'],
  ['Jeans Wash Toritama', 'Toritama', 'PE', '81', 'Rua José Bonifácio, 42, Centro'],
  ['Acabamentos Caruaru', 'Caruaru', 'PE', '81', 'Avenida Agamenon Magalhães, 700, Maurício de Nassau'],
  ['Malhas Americana Serviços', 'Americana', 'SP', '19', 'Avenida Brasil, 1800, Jardim Ipiranga'],
  ['Oficina Bom Retiro', 'São Paulo', 'SP', '11', 'Rua José Paulino, 600, Bom Retiro'],
  ['Tinturaria Nova Friburgo', 'Nova Friburgo', 'RJ', '22', 'Rua Monsenhor Miranda, 150, Centro'],
  ['Confecção Divinópolis', 'Divinópolis', 'MG', '37', 'Rua Goiás, 1020, Centro'],
  ['Pesponto Franca', 'Franca', 'SP', '16', 'Avenida Major Nicácio, 2000, Centro'],
  ['Costuras Novo Hamburgo', 'Novo Hamburgo', 'RS', '51', 'Rua Joaquim Nabuco, 900, Centro'],
  ['Bordado Fortaleza', 'Fortaleza', 'CE', '85', 'Avenida Bezerra de Menezes, 1500, São Gerardo'],
  ['Facção Goiânia Moda', 'Goiânia', 'GO', '62', 'Rua 44, 300, Setor Norte Ferroviário'],
  ['Lavagem Industrial Brusque', 'Brusque', 'SC', '47', 'Avenida Primeiro de Maio, 1400, Primeiro de Maio'],
  ['Ateliê Serra Gaúcha', 'Caxias do Sul', 'RS', '54', 'Rua Os Dezoito do Forte, 1100, São Pelegrino'],
  ['Costura Campina', 'Campina Grande', 'PB', '83', 'Rua Maciel Pinheiro, 250, Centro'],
  ['Etiquetas e Aviamentos Blumenau', 'Blumenau', 'SC', '47', 'Rua São Paulo, 3000, Itoupava Seca'],
  ['Passadoria Jaraguá', 'Jaraguá do Sul', 'SC', '47', 'Rua Reinoldo Rau, 560, Centro'],
  ['Facção Sapiranga', 'Sapiranga', 'RS', '51', 'Avenida João Corrêa, 1200, Centro'],
] as const;

/** Which workshops (by position) work for the demo suppliers; positions 3 and 11 are inactive. */
const LINKS: readonly (readonly [number, number])[] = [
  [DEMO_SUPPLIER_A_ID, 0],
  [DEMO_SUPPLIER_A_ID, 1],
  [DEMO_SUPPLIER_A_ID, 2],
  [DEMO_SUPPLIER_A_ID, 3],
  [DEMO_SUPPLIER_B_ID, 1],
  [DEMO_SUPPLIER_B_ID, 5],
];
const INACTIVE = new Set([3, 11]);
/** The workshops (by position in the demo's list) a supplier is linked to, and whether each is active. */
export function workshopsOf(supplierId: number): { position: number; active: boolean }[] {
  return LINKS.filter(([supplier]) => supplier === supplierId).map(([, position]) => ({
    position,
    active: !INACTIVE.has(position),
  }));
}

/** One workshop already holds a 2026 alphanumeric CNPJ. */
const ALPHANUMERIC = 7;

function cnpjOf(position: number): string {
  const base =
    position === ALPHANUMERIC ? `7K${String(position).padStart(2, '0')}QZ8B0001` : `${61_450_000 + position * 137}0001`;
  return base + cnpjCheckDigits(base);
}

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'e')
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * The demo's subcontractors and their links: 24 workshops (two pages of the list, two of them inactive), four
 * working for supplier A and two for supplier B. Pure: the same today gives the same rows (registered over the
 * last months before it).
 */
export function demoSubcontractors(today: string): { subcontractors: SubcontractorRow[]; links: LinkRow[] } {
  const rows = WORKSHOPS.map(([name, city, state, area, street], position): SubcontractorRow => {
    const number = String(1000 + position * 37).padStart(4, '0');
    return {
      legalName: `${name} ${position % 3 === 0 ? 'Ltda' : 'Eireli'}`,
      tradeName: name,
      cnpj: cnpjOf(position),
      address: `${street}, ${city} - ${state}`,
      mainPhone: `${area}3${String(300 + position).padStart(3, '0')}${number}`,
      otherPhone: `${area}99${String(710 + position * 3).padStart(3, '0')}${number}`,
      email: `contato@${slug(name)}.com.br`,
      abvtexCode: `ABVTEX-${String(41_000 + position * 53)}`,
      notes: position % 4 === 0 ? 'Auditoria ABVTEX em dia; visita técnica semestral.' : null,
      status: INACTIVE.has(position) ? SUBCONTRACTOR_STATUS.inactive : SUBCONTRACTOR_STATUS.active,
      createdAt: saoPauloInstant(addDays(today, -(200 - position * 7)), '10:30:00'),
      createdBy: null,
    };
  });
  const links = LINKS.map(([supplierId, position]): LinkRow => ({
    supplierId,
    position,
    createdAt: saoPauloInstant(addDays(today, -(150 - position * 7)), '14:00:00'),
    createdBy: null,
  }));
  return { subcontractors: rows, links };
}

/** Writes the demo subcontractors (in list order: ids 1 to 24 in a new database) and their links. */
export async function seedSubcontractors(tx: Tx, today: string): Promise<number> {
  const { subcontractors: rows, links } = demoSubcontractors(today);
  const stored = await tx
    .insert(subcontractors)
    .values(rows)
    .returning({ id: subcontractors.id, cnpj: subcontractors.cnpj });
  const idOfCnpj = new Map(stored.map((r) => [r.cnpj, r.id]));
  await tx
    .insert(providerSubcontractors)
    .values(links.map(({ position, ...link }) => ({ ...link, subcontractorId: idOfCnpj.get(rows[position]!.cnpj)! })));
  return rows.length;
}
