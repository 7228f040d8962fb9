import { cnpjCheckDigits } from '@portal/domain';
import type { suppliers } from '../schema/index';
import type { Segment } from './catalog.data';
import type { Random } from './random';

export type SupplierRow = typeof suppliers.$inferInsert;

/** A supplier with what the order generator needs to know about it. */
export interface DemoSupplier {
  row: SupplierRow;
  segments: readonly Segment[];
  /** Companies it sells to. */
  companies: readonly number[];
  /** GS1 company prefix after 789, four digits: its EANs start 789 + this. */
  eanPrefix: string;
  /** How many orders it gets, relative to the others. */
  volume: 'high' | 'normal';
}

/** Supplier A: demo login "fornecedor". Apparel and home textiles from Blumenau, sells to all three companies. */
export const DEMO_SUPPLIER_A_ID = 104512;
/** Supplier B: demo logins "fornecedor2" and "fornecedor2b". */
export const DEMO_SUPPLIER_B_ID = 108733;

interface NameKind {
  prefix: string;
  segments: readonly Segment[];
  companies: readonly number[];
  places: readonly (readonly [string, string])[];
}

const APPAREL_PLACES = [
  ['Blumenau', 'SC'],
  ['Brusque', 'SC'],
  ['Jaraguá do Sul', 'SC'],
  ['Pomerode', 'SC'],
  ['Caxias do Sul', 'RS'],
  ['São Paulo', 'SP'],
  ['Americana', 'SP'],
  ['Fortaleza', 'CE'],
  ['Divinópolis', 'MG'],
  ['Nova Friburgo', 'RJ'],
  ['Cianorte', 'PR'],
  ['Maringá', 'PR'],
  ['Goiânia', 'GO'],
  ['Toritama', 'PE'],
  ['Caruaru', 'PE'],
] as const;
const FOOTWEAR_PLACES = [
  ['Novo Hamburgo', 'RS'],
  ['Franca', 'SP'],
  ['Birigui', 'SP'],
  ['Sapiranga', 'RS'],
  ['Campina Grande', 'PB'],
] as const;
const HOME_PLACES = [
  ['Porto Ferreira', 'SP'],
  ['Pedreira', 'SP'],
  ['Campo Largo', 'PR'],
  ['São Bento do Sul', 'SC'],
  ['Blumenau', 'SC'],
] as const;

const KINDS: readonly NameKind[] = [
  { prefix: 'Confecções', segments: ['apparel'], companies: [1, 4], places: APPAREL_PLACES },
  { prefix: 'Têxtil', segments: ['apparel'], companies: [1, 4], places: APPAREL_PLACES },
  { prefix: 'Malharia', segments: ['apparel'], companies: [1, 4], places: APPAREL_PLACES },
  { prefix: 'Indústria de Roupas', segments: ['apparel'], companies: [1], places: APPAREL_PLACES },
  { prefix: 'Jeans', segments: ['apparel'], companies: [1, 4], places: APPAREL_PLACES },
  { prefix: 'Calçados', segments: ['footwear'], companies: [1, 4], places: FOOTWEAR_PLACES },
  { prefix: 'Cerâmica', segments: ['home'], companies: [3], places: HOME_PLACES },
  { prefix: 'Porcelanas e Utilidades', segments: ['home'], companies: [3], places: HOME_PLACES },
  { prefix: 'Têxtil Lar', segments: ['home'], companies: [3], places: HOME_PLACES },
];

const CORE_NAMES = [
  'Nova Trento',
  'Santa Clara',
  'Três Irmãos',
  'Aurora',
  'Bom Retiro',
  'Litoral Norte',
  'Primavera',
  'São Bento',
  'Estrela do Sul',
  'Ipanema',
  'Paraíso',
  'Monte Alegre',
  'Atlântico',
  'Girassol',
  'Alvorada',
  'Mantiqueira',
  'Ouro Fino',
  'Tropical',
  'Ventura',
  'Ribeira',
  'Pampa',
  'Horizonte',
  'Maré Alta',
  'Cariri',
  'Vila Rica',
  'Boa Vista',
  'Araucária',
  'Rio Negro',
  'Belvedere',
  'Colina Verde',
  'Lagoa Santa',
  'Itapema',
  'Caetés',
  'Piracema',
  'Jequitibá',
  'Guaratuba',
  'Serra Azul',
  'Bela Vista',
  'Sol Nascente',
  'Acauã',
  'Bandeirantes',
  'Itaúna',
  'Cerro Largo',
  'Mar Azul',
  'Dona Francisca',
  'Vale Verde',
] as const;
const SUFFIXES = [
  ['Ltda', 6],
  ['S.A.', 1],
  ['EIRELI', 1],
  ['ME', 1],
] as const;

const OTHER_SUPPLIERS = 46;
/** Positions (among the generated suppliers) that get a 2026 alphanumeric CNPJ. */
const ALPHANUMERIC_AT = new Set([3, 14, 25, 36, 44]);

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(e|de)\b/g, '')
    .replace(/[^a-z0-9]+/g, '');
}

function numericCnpj(random: Random): string {
  const base = random.digits(8) + '0001';
  return base + cnpjCheckDigits(base);
}

/** Root of 8 characters [0-9A-Z] with at least two letters, branch 0001 (IN RFB 2.229/2024). */
function alphanumericCnpj(random: Random): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let root = '';
  for (let i = 0; i < 8; i++) root += i === 1 || i === 5 ? random.pick([...letters]) : random.pick([...alphabet]);
  const base = root + '0001';
  return base + cnpjCheckDigits(base);
}

const FIXED: readonly DemoSupplier[] = [
  {
    row: {
      id: DEMO_SUPPLIER_A_ID,
      name: 'Confecções Vale do Itajaí Ltda',
      cnpj: '',
      city: 'Blumenau',
      state: 'SC',
      email: 'pedidos@valedoitajai.com.br',
      ediPoInd: true,
      requireProducerDeclaration: true,
      requireOriginCertificate: false,
      isSubcontractor: false,
    },
    segments: ['apparel', 'home'],
    companies: [1, 3, 4],
    eanPrefix: '1045',
    volume: 'high',
  },
  {
    row: {
      id: DEMO_SUPPLIER_B_ID,
      name: 'Malharia Serra Gaúcha Ltda',
      cnpj: '',
      city: 'Caxias do Sul',
      state: 'RS',
      email: 'comercial@malhariaserragaucha.com.br',
      ediPoInd: false,
      requireProducerDeclaration: false,
      requireOriginCertificate: true,
      isSubcontractor: false,
    },
    segments: ['apparel'],
    companies: [1, 4],
    eanPrefix: '1087',
    volume: 'high',
  },
];

/** The fixed demo suppliers A and B, then 46 generated ones. CNPJs are unique and valid. */
export function generateSuppliers(random: Random): DemoSupplier[] {
  const usedCnpjs = new Set<string>();
  const usedIds = new Set<number>([DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID]);
  const usedPrefixes = new Set<string>(FIXED.map((s) => s.eanPrefix));
  const uniqueCnpj = (make: () => string): string => {
    for (;;) {
      const c = make();
      if (!usedCnpjs.has(c) && !/^(.)\1{13}$/.test(c)) {
        usedCnpjs.add(c);
        return c;
      }
    }
  };

  const result: DemoSupplier[] = FIXED.map((s) => ({
    ...s,
    row: { ...s.row, cnpj: uniqueCnpj(() => numericCnpj(random)) },
  }));
  const cores = random.sample(CORE_NAMES, OTHER_SUPPLIERS);
  for (let i = 0; i < OTHER_SUPPLIERS; i++) {
    // Every kind appears at least once, then apparel dominates as in the real supplier base.
    const kind =
      i < KINDS.length
        ? KINDS[i]!
        : random.weighted(KINDS.map((k) => [k, k.segments[0] === 'apparel' ? 4 : 1] as const));
    const [city, state] = random.pick(kind.places);
    const tradeName = `${kind.prefix} ${cores[i]!}`;
    const name = `${tradeName} ${random.weighted(SUFFIXES)}`;
    let id = random.int(100_000, 199_999);
    while (usedIds.has(id)) id = random.int(100_000, 199_999);
    usedIds.add(id);
    let eanPrefix = random.digits(4);
    while (usedPrefixes.has(eanPrefix)) eanPrefix = random.digits(4);
    usedPrefixes.add(eanPrefix);
    const companies = kind.companies.length > 1 && random.chance(0.3) ? [kind.companies[0]!] : kind.companies;
    result.push({
      row: {
        id,
        name,
        cnpj: uniqueCnpj(() => (ALPHANUMERIC_AT.has(i) ? alphanumericCnpj(random) : numericCnpj(random))),
        city,
        state,
        email: `${random.pick(['comercial', 'pedidos', 'vendas', 'contato'])}@${slug(tradeName)}.com.br`,
        ediPoInd: random.chance(0.3),
        requireProducerDeclaration: random.chance(0.35),
        requireOriginCertificate: random.chance(0.2),
        isSubcontractor: random.chance(0.1),
      },
      segments: kind.segments,
      companies,
      eanPrefix,
      volume: 'normal',
    });
  }
  return result;
}
