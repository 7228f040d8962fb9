import { cnpjCheckDigits } from '@portal/domain';
import type { cdOpeningHours, companyLocations, physicalLocations } from '../schema/index';

export type LocationRow = typeof physicalLocations.$inferInsert & { id: number };
export type CompanyLocationRow = typeof companyLocations.$inferInsert;
export type OpeningHoursRow = typeof cdOpeningHours.$inferInsert;

function cnpj(root8: string, branch4: string): string {
  const base = root8 + branch4;
  return base + cnpjCheckDigits(base);
}

/** Lojas Renner's public root; Camicado's and Youcom's are made up (valid check digits). */
const RENNER_ROOT = '92754738';
const CAMICADO_ROOT = '07485361';
const YOUCOM_ROOT = '21418063';

/** The buyer CNPJ printed on each company's orders (cnpjComprador). Keyed by company id. */
export const COMPANY_CNPJS: Readonly<Record<number, string>> = {
  1: cnpj(RENNER_ROOT, '0001'),
  3: cnpj(CAMICADO_ROOT, '0001'),
  4: cnpj(YOUCOM_ROOT, '0001'),
};

/** CD Cabreúva: the CD of the demo logistics user. */
export const DEMO_CD_ID = 1;

interface LocationSeed {
  row: LocationRow;
  companies: readonly number[];
}

const LOCATIONS: readonly LocationSeed[] = [
  {
    companies: [1, 4],
    row: {
      id: 1,
      code: '901',
      name: 'CD Cabreúva',
      locationType: 'CD',
      cnpj: cnpj(RENNER_ROOT, '0290'),
      stateRegistration: '244.128.733.117',
      email: 'cd.cabreuva@lojasrenner.com.br',
      street: 'Rodovia Dom Gabriel Paulino Bueno Couto',
      number: 'km 84',
      district: 'Jacaré',
      postalCode: '13318-000',
      city: 'Cabreúva',
      state: 'SP',
      phone: '(11) 4529-7100',
    },
  },
  {
    companies: [1, 4],
    row: {
      id: 2,
      code: '902',
      name: 'CD Palhoça',
      locationType: 'CD',
      cnpj: cnpj(RENNER_ROOT, '0315'),
      stateRegistration: '257.884.120',
      email: 'cd.palhoca@lojasrenner.com.br',
      street: 'Rodovia BR-101',
      number: 'km 220',
      district: 'Passa Vinte',
      postalCode: '88132-700',
      city: 'Palhoça',
      state: 'SC',
      phone: '(48) 3341-8600',
    },
  },
  {
    companies: [1, 3, 4],
    row: {
      id: 3,
      code: '903',
      name: 'CD Recife',
      locationType: 'CD',
      cnpj: cnpj(RENNER_ROOT, '0422'),
      stateRegistration: '0654321-87',
      email: 'cd.recife@lojasrenner.com.br',
      street: 'Avenida Recife',
      number: '6455',
      district: 'Jardim São Paulo',
      postalCode: '50860-000',
      city: 'Recife',
      state: 'PE',
      phone: '(81) 3472-5500',
    },
  },
  {
    companies: [3],
    row: {
      id: 4,
      code: '904',
      name: 'CD Extrema',
      locationType: 'CD',
      cnpj: cnpj(CAMICADO_ROOT, '0007'),
      stateRegistration: '002.318.447.00-95',
      email: 'cd.extrema@camicado.com.br',
      street: 'Rodovia Fernão Dias',
      number: 'km 947',
      district: 'Ponte Alta',
      postalCode: '37640-000',
      city: 'Extrema',
      state: 'MG',
      phone: '(35) 3435-2200',
    },
  },
  {
    companies: [1, 3],
    row: {
      id: 5,
      code: '905',
      name: 'CD Duque de Caxias',
      locationType: 'CD',
      cnpj: cnpj(RENNER_ROOT, '0508'),
      stateRegistration: '86.512.334',
      email: 'cd.caxias@lojasrenner.com.br',
      street: 'Rodovia Washington Luiz',
      number: '13400',
      district: 'Jardim Primavera',
      postalCode: '25215-000',
      city: 'Duque de Caxias',
      state: 'RJ',
      phone: '(21) 2776-4100',
    },
  },
  {
    companies: [1, 4],
    row: {
      id: 6,
      code: '001',
      name: 'Matriz Lojas Renner',
      locationType: 'ESCRITORIO',
      cnpj: COMPANY_CNPJS[1],
      stateRegistration: '096/0012345',
      email: 'contato@lojasrenner.com.br',
      street: 'Avenida Joaquim Porto Villanova',
      number: '401',
      district: 'Jardim Carvalho',
      postalCode: '91410-400',
      city: 'Porto Alegre',
      state: 'RS',
      phone: '(51) 2121-7000',
    },
  },
  {
    companies: [1],
    row: {
      id: 7,
      code: 'L123',
      name: 'Loja Renner Iguatemi Porto Alegre',
      locationType: 'LOJA',
      cnpj: cnpj(RENNER_ROOT, '0123'),
      stateRegistration: '096/0456789',
      email: 'loja123@lojasrenner.com.br',
      street: 'Avenida João Wallig',
      number: '1800',
      district: "Passo d'Areia",
      postalCode: '91340-000',
      city: 'Porto Alegre',
      state: 'RS',
      phone: '(51) 3328-4100',
    },
  },
  {
    companies: [3],
    row: {
      id: 8,
      code: 'E301',
      name: 'Escritório Camicado São Paulo',
      locationType: 'ESCRITORIO',
      cnpj: COMPANY_CNPJS[3],
      stateRegistration: '116.734.982.110',
      email: 'contato@camicado.com.br',
      street: 'Avenida das Nações Unidas',
      number: '12901',
      district: 'Brooklin Paulista',
      postalCode: '04578-910',
      city: 'São Paulo',
      state: 'SP',
      phone: '(11) 3504-6200',
    },
  },
];

export const locationRows: readonly LocationRow[] = LOCATIONS.map((l) => l.row);

export const companyLocationRows: readonly CompanyLocationRow[] = LOCATIONS.flatMap((l) =>
  l.companies.map((companyId) => ({ companyId, locationId: l.row.id })),
);

/** The CDs that receive each company's orders. */
export function cdsOfCompany(companyId: number): LocationRow[] {
  return LOCATIONS.filter((l) => l.row.locationType === 'CD' && l.companies.includes(companyId)).map((l) => l.row);
}

/** Mon-Fri 06:00-22:00, Saturday 07:00-13:00, Sunday closed (start equals end). */
export const openingHoursRows: readonly OpeningHoursRow[] = LOCATIONS.filter(
  (l) => l.row.locationType === 'CD',
).flatMap((l) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    locationId: l.row.id,
    weekday,
    startTime: weekday === 1 ? '00:00:00' : weekday === 7 ? '07:00:00' : '06:00:00',
    endTime: weekday === 1 ? '00:00:00' : weekday === 7 ? '13:00:00' : '22:00:00',
  })),
);
