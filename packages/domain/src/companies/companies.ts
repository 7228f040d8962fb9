/** The three companies of the group. Codes are the spec's; ids are the numeric form (1, 3, 4). */
export const COMPANIES = [
  { id: 1, code: '001', name: 'Renner', key: 'Renner' },
  { id: 3, code: '003', name: 'Camicado', key: 'Camicado' },
  { id: 4, code: '004', name: 'Youcom', key: 'Youcom' },
] as const;

export type Company = (typeof COMPANIES)[number];
export type CompanyCode = Company['code'];
export type CompanyKey = Company['key'];

export function companyByCode(code: string): Company | undefined {
  return COMPANIES.find((c) => c.code === code);
}

export function companyById(id: number): Company | undefined {
  return COMPANIES.find((c) => c.id === id);
}
