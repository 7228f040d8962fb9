import { COMPANIES, type Company, type CompanyKey } from '../companies/companies';

/** Every corporate group name of this portal starts with this tag. */
export const PORTAL_PREFIX = 'NPFornec_';

export const PROFILE_KEYS = [
  'admin',
  'fornecedor',
  'usuario',
  'youcom-usuario',
  'camicado-usuario',
  'logistica',
] as const;
export type ProfileKey = (typeof PROFILE_KEYS)[number];

interface ProfileDefinition {
  key: ProfileKey;
  /** Full corporate group name, with the portal prefix. */
  name: string;
  company: CompanyKey;
  admin: boolean;
  /** Profiles that must be linked to a supplier (Fornecedor) or a CD (Logistica) before use. */
  needs: 'supplier' | 'cd' | 'nothing';
  /**
   * Which orders (and what hangs on them) the profile sees: every one, or only those of its token's supplier,
   * CD or company; the token must then name that id (docs/decisions.md "Row scope").
   */
  rowScope: RowScopeAxis;
}

export type RowScopeAxis = 'all' | 'supplier' | 'cd' | 'company';

export const PROFILES: readonly ProfileDefinition[] = [
  {
    key: 'admin',
    name: `${PORTAL_PREFIX}Renner_Admin`,
    company: 'Renner',
    admin: true,
    needs: 'nothing',
    rowScope: 'all',
  },
  {
    key: 'fornecedor',
    name: `${PORTAL_PREFIX}Renner_Fornecedor`,
    company: 'Renner',
    admin: false,
    needs: 'supplier',
    rowScope: 'supplier',
  },
  {
    key: 'usuario',
    name: `${PORTAL_PREFIX}Renner_Usuario`,
    company: 'Renner',
    admin: false,
    needs: 'nothing',
    rowScope: 'company',
  },
  {
    key: 'youcom-usuario',
    name: `${PORTAL_PREFIX}Youcom_Usuario`,
    company: 'Youcom',
    admin: false,
    needs: 'nothing',
    rowScope: 'company',
  },
  {
    key: 'camicado-usuario',
    name: `${PORTAL_PREFIX}Camicado_Usuario`,
    company: 'Camicado',
    admin: false,
    needs: 'nothing',
    rowScope: 'company',
  },
  {
    key: 'logistica',
    name: `${PORTAL_PREFIX}Renner_Logistica`,
    company: 'Renner',
    admin: false,
    needs: 'cd',
    rowScope: 'cd',
  },
];

export function profileByKey(key: ProfileKey): ProfileDefinition {
  const found = PROFILES.find((p) => p.key === key);
  if (!found) throw new Error(`unknown profile ${key}`);
  return found;
}

export function profileByName(name: string): ProfileDefinition | undefined {
  const trimmed = name.trim();
  return PROFILES.find((p) => p.name.toLowerCase() === trimmed.toLowerCase());
}

export type ProfileResolution =
  | { kind: 'single'; profile: ProfileDefinition }
  | { kind: 'none' }
  | { kind: 'not-found'; names: string[] }
  | { kind: 'several'; profiles: ProfileDefinition[] };

/**
 * Maps the identity's corporate groups to the portal's profiles.
 * Groups without the portal prefix belong to other systems and are ignored;
 * prefixed groups that are not a known profile make the "profile not found" screen.
 */
export function resolveProfiles(groups: readonly string[]): ProfileResolution {
  const portalGroups = groups.map((g) => g.trim()).filter((g) => g.startsWith(PORTAL_PREFIX));
  const known = PROFILES.filter((p) => portalGroups.some((g) => g.toLowerCase() === p.name.toLowerCase()));
  if (known.length === 1) return { kind: 'single', profile: known[0]! };
  if (known.length > 1) return { kind: 'several', profiles: known };
  if (portalGroups.length > 0) return { kind: 'not-found', names: portalGroups };
  return { kind: 'none' };
}

/**
 * "Company code from first permission" (spec 000 §6): the company of the first profile in the
 * comma list the token carries (Renner 001, Camicado 003, Youcom 004).
 */
export function companyOfProfiles(perfis: string): Company | undefined {
  const first = profileByName(perfis.split(',')[0] ?? '');
  return first && COMPANIES.find((c) => c.key === first.company);
}
