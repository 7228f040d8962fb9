import type { users } from '../schema/index';
import { DEMO_CD_ID } from './locations.seed';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from './suppliers.seed';

export type UserRow = typeof users.$inferInsert;

/** Password of every demo user (local sign-in). */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoUser {
  login: string;
  name: string;
  chapa: string;
  /** Comma list of corporate group names, as the directory gives them. */
  profileNames: string;
  supplier?: 'A' | 'B';
  cd?: boolean;
  companyId: number | null;
  description: string;
}

/** One user per situation the sign-in flow must handle (spec 000 §4 session status). */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    login: 'admin',
    name: 'Mariana Ferreira Lopes',
    chapa: '100231',
    profileNames: 'NPFornec_Renner_Admin',
    companyId: 1,
    description: 'Administradora: vê tudo, edita CDs, fornecedores e normas',
  },
  {
    login: 'fornecedor',
    name: 'Carlos Eduardo Schmitt',
    chapa: '200417',
    profileNames: 'NPFornec_Renner_Fornecedor',
    supplier: 'A',
    companyId: null,
    description: 'Fornecedor A (Confecções Vale do Itajaí): pedidos, cargas, agendamento e conciliação',
  },
  {
    login: 'usuario',
    name: 'Juliana Alves Pereira',
    chapa: '100358',
    profileNames: 'NPFornec_Renner_Usuario',
    companyId: 1,
    description: 'Usuária interna Renner: consulta pedidos e relatórios',
  },
  {
    login: 'youcom',
    name: 'Rafael Costa Nunes',
    chapa: '100472',
    profileNames: 'NPFornec_Youcom_Usuario',
    companyId: 4,
    description: 'Usuário interno Youcom: importa tabela de medidas',
  },
  {
    login: 'camicado',
    name: 'Patrícia Souza Ribeiro',
    chapa: '100519',
    profileNames: 'NPFornec_Camicado_Usuario',
    companyId: 3,
    description: 'Usuária interna Camicado: cancela conciliações',
  },
  {
    login: 'logistica',
    name: 'Anderson Luiz Moreira',
    chapa: '100644',
    profileNames: 'NPFornec_Renner_Logistica',
    cd: true,
    companyId: null,
    description: 'Logística do CD Cabreúva: portões, horários e agendamentos do CD',
  },
  {
    login: 'fornecedor2',
    name: 'Luciana Bortolini',
    chapa: '200588',
    profileNames: 'NPFornec_Renner_Fornecedor',
    supplier: 'B',
    companyId: null,
    description: 'Fornecedor B (Malharia Serra Gaúcha): não vê os pedidos do fornecedor A',
  },
  {
    login: 'fornecedor2b',
    name: 'Gustavo Pasqualotto',
    chapa: '200589',
    profileNames: 'NPFornec_Renner_Fornecedor',
    supplier: 'B',
    companyId: null,
    description: 'Segundo usuário do fornecedor B',
  },
  {
    login: 'novofornecedor',
    name: 'Fernanda Oliveira Santos',
    chapa: '200901',
    profileNames: 'NPFornec_Renner_Fornecedor',
    companyId: null,
    description: 'Fornecedor sem cadastro: vai para /register informar CNPJ ou código',
  },
  {
    login: 'novologistica',
    name: 'Marcos Vinícius Teixeira',
    chapa: '100902',
    profileNames: 'NPFornec_Renner_Logistica',
    companyId: null,
    description: 'Logística sem CD: vai para /register escolher o CD',
  },
  {
    login: 'solicitante',
    name: 'Rodrigo Almeida Becker',
    chapa: '200902',
    profileNames: 'NPFornec_Renner_Fornecedor',
    companyId: null,
    description: 'Fornecedor sem cadastro com pedido de vínculo ao fornecedor B aguardando o Admin',
  },
  {
    login: 'multiperfil',
    name: 'Beatriz Cardoso Lima',
    chapa: '100733',
    profileNames: 'NPFornec_Renner_Admin,NPFornec_Renner_Usuario',
    companyId: null,
    description: 'Dois perfis: vê a tela de perfis múltiplos',
  },
  {
    login: 'semperfil',
    name: 'Thiago Martins Rocha',
    chapa: '100815',
    profileNames: 'AD_Vendas',
    companyId: null,
    description: 'Sem perfil do portal: vê a tela para solicitar acesso',
  },
  {
    login: 'perfilinvalido',
    name: 'Camila Rodrigues Araújo',
    chapa: '100877',
    profileNames: 'NPFornec_Renner_Gerente',
    companyId: null,
    description: 'Perfil do portal inexistente: vê a tela de perfil não encontrado',
  },
];

export function demoUserRows(passwordHash: string): UserRow[] {
  return DEMO_USERS.map((u) => ({
    login: u.login,
    chapa: u.chapa,
    name: u.name,
    email: u.supplier ? `${u.login}@fornecedor.example.com.br` : `${u.login}@lojasrenner.com.br`,
    passwordHash,
    profileNames: u.profileNames,
    supplierId: u.supplier === 'A' ? DEMO_SUPPLIER_A_ID : u.supplier === 'B' ? DEMO_SUPPLIER_B_ID : null,
    cdId: u.cd ? DEMO_CD_ID : null,
    companyId: u.companyId,
  }));
}
