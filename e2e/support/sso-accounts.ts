/**
 * Identities of the test OpenID provider used by the SSO journey. Groups are corporate group names;
 * the portal keeps those with its prefix and maps them to profiles (packages/domain resolveProfiles).
 */
export const SSO_ACCOUNTS = [
  {
    sub: 'sso-admin-0001',
    login: 'sso.admin',
    name: 'Ana SSO Admin',
    chapa: '900001',
    groups: ['NPFornec_Renner_Admin', 'Intranet_Users'],
  },
  {
    sub: 'sso-usuario-0002',
    login: 'sso.usuario',
    name: 'Bruno SSO Usuario',
    chapa: '900002',
    groups: ['NPFornec_Renner_Usuario'],
  },
];
