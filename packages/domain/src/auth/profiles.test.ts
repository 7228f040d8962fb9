import { describe, expect, it } from 'vitest';
import { companyOfProfiles, PORTAL_PREFIX, PROFILES, profileByName, resolveProfiles } from './profiles';

describe('profiles', () => {
  it('every profile carries the portal prefix', () => {
    for (const p of PROFILES) expect(p.name.startsWith(PORTAL_PREFIX)).toBe(true);
    expect(PROFILES.map((p) => p.name)).toContain('NPFornec_Renner_Admin');
    expect(PROFILES.map((p) => p.name)).toContain('NPFornec_Renner_Logistica');
  });

  it('finds a profile by name, case-insensitively', () => {
    expect(profileByName(' npfornec_youcom_usuario ')?.key).toBe('youcom-usuario');
    expect(profileByName('Renner Usuario')).toBeUndefined();
  });

  it.each([
    [['NPFornec_Renner_Fornecedor'], 'single'],
    [['AD_Vendas', 'NPFornec_Camicado_Usuario'], 'single'],
    [[], 'none'],
    [['AD_Vendas', 'VPN'], 'none'],
    [['NPFornec_Renner_Gerente'], 'not-found'],
    [['NPFornec_Renner_Admin', 'NPFornec_Renner_Usuario'], 'several'],
  ])('%j resolves to %s', (groups, kind) => {
    expect(resolveProfiles(groups).kind).toBe(kind);
  });

  it('lists the unknown portal groups and the several profiles', () => {
    expect(resolveProfiles(['NPFornec_X'])).toEqual({ kind: 'not-found', names: ['NPFornec_X'] });
    const several = resolveProfiles(['NPFornec_Renner_Admin', 'NPFornec_Renner_Logistica']);
    expect(several.kind === 'several' && several.profiles.map((p) => p.key)).toEqual(['admin', 'logistica']);
  });
});

describe('companyOfProfiles', () => {
  it.each([
    ['NPFornec_Renner_Admin', '001'],
    ['NPFornec_Camicado_Usuario', '003'],
    ['NPFornec_Youcom_Usuario,NPFornec_Renner_Admin', '004'],
    ['NPFornec_Renner_Logistica', '001'],
  ])('%s → %s', (perfis, code) => {
    expect(companyOfProfiles(perfis)?.code).toBe(code);
  });

  it('is undefined for no or unknown profiles', () => {
    expect(companyOfProfiles('')).toBeUndefined();
    expect(companyOfProfiles('NPFornec_Renner_Gerente')).toBeUndefined();
  });
});
