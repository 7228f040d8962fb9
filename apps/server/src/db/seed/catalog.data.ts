/** Product catalogue of the demo data: departments, product templates, colours and brands. */

export type Segment = 'apparel' | 'footwear' | 'home';

export interface Department {
  id: number;
  name: string;
  companies: readonly number[];
}

export const DEPARTMENTS: readonly Department[] = [
  { id: 101, name: 'Moda Feminina', companies: [1, 4] },
  { id: 102, name: 'Moda Masculina', companies: [1, 4] },
  { id: 103, name: 'Moda Infantil', companies: [1] },
  { id: 104, name: 'Calçados', companies: [1, 4] },
  { id: 105, name: 'Moda Íntima', companies: [1] },
  { id: 106, name: 'Moda Jovem', companies: [4] },
  { id: 301, name: 'Cama, Mesa e Banho', companies: [3] },
  { id: 302, name: 'Cozinha', companies: [3] },
  { id: 303, name: 'Decoração', companies: [3] },
  { id: 304, name: 'Mesa Posta', companies: [3] },
];

export interface Input {
  code: string;
  description: string;
  percentage: number;
}

export interface ProductTemplate {
  segment: Segment;
  departmentId: number;
  description: string;
  /** descricaoCurta, upper case, at most 20 characters as the labels print it. */
  short: string;
  className: string;
  subclass: string;
  materialGroup: string;
  /** 8 digits, as the NF-e carries it (6109.10.00 is written 61091000). */
  ncm: string;
  compositions: readonly (readonly Input[])[];
  sizes: readonly string[];
  /** Unit cost range in reais. */
  cost: readonly [number, number];
  ipi: 0 | 5;
  /** Pieces per shipping box. */
  case: number;
  /** Pieces in a multipack (kit); 1 when sold by the unit. */
  multipack?: number;
  measure: 'UN' | 'JG' | 'KIT';
  shippingForm: 'Cabide' | 'Dobrado' | 'Caixa';
  cotton: boolean;
}

const ALG = (p: number): Input => ({ code: 'ALG', description: 'Algodão', percentage: p });
const ELA = (p: number): Input => ({ code: 'ELA', description: 'Elastano', percentage: p });
const VIS = (p: number): Input => ({ code: 'VIS', description: 'Viscose', percentage: p });
const PES = (p: number): Input => ({ code: 'PES', description: 'Poliéster', percentage: p });
const PA = (p: number): Input => ({ code: 'PA', description: 'Poliamida', percentage: p });
const LIN = (p: number): Input => ({ code: 'LIN', description: 'Linho', percentage: p });
const SHOE = [
  [
    { code: 'SIN', description: 'Cabedal sintético', percentage: 60 },
    { code: 'BOR', description: 'Solado de borracha', percentage: 40 },
  ],
  [
    { code: 'TEX', description: 'Cabedal têxtil', percentage: 55 },
    { code: 'EVA', description: 'Solado de EVA', percentage: 45 },
  ],
] as const;
const CERAMIC = [[{ code: 'CER', description: 'Cerâmica', percentage: 100 }]] as const;

const ADULT = ['PP', 'P', 'M', 'G', 'GG'] as const;
const NUMERIC = ['36', '38', '40', '42', '44'] as const;
const KIDS = ['2', '4', '6', '8', '10'] as const;

// One product per line: the list reads as a table.
// prettier-ignore
export const PRODUCTS: readonly ProductTemplate[] = [
  { segment: 'apparel', departmentId: 101, description: 'Camiseta Feminina Manga Curta Algodão', short: 'CAMISETA FEM MC', className: 'Camisetas', subclass: 'Manga Curta', materialGroup: 'Malha', ncm: '61091000', compositions: [[ALG(100)], [ALG(96), ELA(4)]], sizes: ADULT, cost: [12, 24], ipi: 0, case: 60, measure: 'UN', shippingForm: 'Dobrado', cotton: true },
  { segment: 'apparel', departmentId: 101, description: 'Blusa Feminina Tricô Gola Alta', short: 'BLUSA TRICO FEM', className: 'Tricô', subclass: 'Blusa', materialGroup: 'Tricô', ncm: '61102000', compositions: [[ALG(100)], [ALG(70), PA(30)]], sizes: ADULT, cost: [28, 55], ipi: 0, case: 36, measure: 'UN', shippingForm: 'Dobrado', cotton: true },
  { segment: 'apparel', departmentId: 101, description: 'Vestido Midi Malha Viscose', short: 'VESTIDO MIDI VISC', className: 'Vestidos', subclass: 'Midi', materialGroup: 'Malha', ncm: '61044300', compositions: [[VIS(95), ELA(5)], [PES(100)]], sizes: ADULT, cost: [32, 68], ipi: 0, case: 30, measure: 'UN', shippingForm: 'Cabide', cotton: false },
  { segment: 'apparel', departmentId: 101, description: 'Calça Feminina Alfaiataria Cintura Alta', short: 'CALCA ALFAIAT FEM', className: 'Calças', subclass: 'Alfaiataria', materialGroup: 'Tecido Plano', ncm: '62046200', compositions: [[ALG(97), ELA(3)], [LIN(55), VIS(45)],], sizes: NUMERIC, cost: [38, 75], ipi: 0, case: 30, measure: 'UN', shippingForm: 'Cabide', cotton: true },
  { segment: 'apparel', departmentId: 101, description: 'Short Jeans Feminino Barra Desfiada', short: 'SHORT JEANS FEM', className: 'Shorts', subclass: 'Jeans', materialGroup: 'Jeans', ncm: '62046200', compositions: [[ALG(99), ELA(1)], [ALG(100)]], sizes: NUMERIC, cost: [25, 48], ipi: 0, case: 40, measure: 'UN', shippingForm: 'Dobrado', cotton: true },
  { segment: 'apparel', departmentId: 102, description: 'Camiseta Masculina Básica Gola Careca', short: 'CAMISETA MASC BAS', className: 'Camisetas', subclass: 'Básica', materialGroup: 'Malha', ncm: '61091000', compositions: [[ALG(100)], [ALG(50), PES(50)]], sizes: ADULT, cost: [11, 22], ipi: 0, case: 60, measure: 'UN', shippingForm: 'Dobrado', cotton: true },
  { segment: 'apparel', departmentId: 102, description: 'Calça Jeans Masculina Slim', short: 'CALCA JEANS SLIM', className: 'Calças', subclass: 'Jeans', materialGroup: 'Jeans', ncm: '62034200', compositions: [[ALG(99), ELA(1)], [ALG(98), ELA(2)],], sizes: NUMERIC, cost: [42, 85], ipi: 0, case: 30, measure: 'UN', shippingForm: 'Dobrado', cotton: true },
  { segment: 'apparel', departmentId: 102, description: 'Suéter Masculino Tricô Decote V', short: 'SUETER TRICO MASC', className: 'Tricô', subclass: 'Suéter', materialGroup: 'Tricô', ncm: '61102000', compositions: [[ALG(100)], [ALG(60), PA(40)]], sizes: ADULT, cost: [35, 62], ipi: 0, case: 36, measure: 'UN', shippingForm: 'Dobrado', cotton: true },
  { segment: 'apparel', departmentId: 103, description: 'Camiseta Infantil Estampada', short: 'CAMISETA INF EST', className: 'Camisetas', subclass: 'Infantil', materialGroup: 'Malha', ncm: '61091000', compositions: [[ALG(100)]], sizes: KIDS, cost: [8, 16], ipi: 0, case: 72, measure: 'UN', shippingForm: 'Dobrado', cotton: true },
  { segment: 'apparel', departmentId: 103, description: 'Moletom Infantil com Capuz', short: 'MOLETOM INF CAPUZ', className: 'Moletons', subclass: 'Infantil', materialGroup: 'Moletom', ncm: '61102000', compositions: [[ALG(50), PES(50)]], sizes: KIDS, cost: [22, 40], ipi: 0, case: 40, measure: 'UN', shippingForm: 'Dobrado', cotton: true },
  { segment: 'apparel', departmentId: 105, description: 'Kit 3 Cuecas Boxer Algodão', short: 'KIT 3 CUECA BOXER', className: 'Cuecas', subclass: 'Boxer', materialGroup: 'Malha', ncm: '61071100', compositions: [[ALG(95), ELA(5)]], sizes: ['P', 'M', 'G', 'GG'], cost: [18, 34], ipi: 0, case: 48, multipack: 3, measure: 'KIT', shippingForm: 'Caixa', cotton: true },
  { segment: 'apparel', departmentId: 106, description: 'Camiseta Oversized Estampa Frontal', short: 'CAMISETA OVERSIZED', className: 'Camisetas', subclass: 'Oversized', materialGroup: 'Malha', ncm: '61091000', compositions: [[ALG(100)]], sizes: ADULT, cost: [18, 32], ipi: 0, case: 48, measure: 'UN', shippingForm: 'Dobrado', cotton: true },
  { segment: 'apparel', departmentId: 106, description: 'Calça Cargo Sarja Unissex', short: 'CALCA CARGO SARJA', className: 'Calças', subclass: 'Cargo', materialGroup: 'Tecido Plano', ncm: '62034200', compositions: [[ALG(98), ELA(2)]], sizes: NUMERIC, cost: [45, 80], ipi: 0, case: 30, measure: 'UN', shippingForm: 'Dobrado', cotton: true },
  { segment: 'footwear', departmentId: 104, description: 'Tênis Casual Feminino Cano Baixo', short: 'TENIS CASUAL FEM', className: 'Tênis', subclass: 'Casual', materialGroup: 'Calçados', ncm: '64029990', compositions: SHOE, sizes: ['34', '35', '36', '37', '38', '39'], cost: [45, 90], ipi: 0, case: 12, measure: 'UN', shippingForm: 'Caixa', cotton: false },
  { segment: 'footwear', departmentId: 104, description: 'Tênis Masculino Esportivo Running', short: 'TENIS RUNNING MASC', className: 'Tênis', subclass: 'Esportivo', materialGroup: 'Calçados', ncm: '64029990', compositions: SHOE, sizes: ['38', '39', '40', '41', '42', '43'], cost: [60, 120], ipi: 0, case: 12, measure: 'UN', shippingForm: 'Caixa', cotton: false },
  { segment: 'footwear', departmentId: 104, description: 'Sandália Feminina Rasteira Tiras', short: 'SANDALIA RASTEIRA', className: 'Sandálias', subclass: 'Rasteira', materialGroup: 'Calçados', ncm: '64029990', compositions: SHOE, sizes: ['34', '35', '36', '37', '38', '39'], cost: [22, 45], ipi: 0, case: 24, measure: 'UN', shippingForm: 'Caixa', cotton: false },
  { segment: 'home', departmentId: 301, description: 'Jogo de Lençol Percal 200 Fios', short: 'JG LENCOL PERCAL200', className: 'Cama', subclass: 'Jogo de Lençol', materialGroup: 'Têxtil Lar', ncm: '63022100', compositions: [[ALG(100)], [ALG(60), PES(40)]], sizes: ['Solteiro', 'Casal', 'Queen', 'King'], cost: [55, 140], ipi: 5, case: 12, measure: 'JG', shippingForm: 'Caixa', cotton: true },
  { segment: 'home', departmentId: 301, description: 'Toalha de Banho Felpuda Fio Penteado', short: 'TOALHA BANHO FELP', className: 'Banho', subclass: 'Toalha de Banho', materialGroup: 'Têxtil Lar', ncm: '63026000', compositions: [[ALG(100)]], sizes: ['U'], cost: [18, 42], ipi: 0, case: 24, measure: 'UN', shippingForm: 'Caixa', cotton: true },
  { segment: 'home', departmentId: 302, description: 'Caneca de Cerâmica 350 ml', short: 'CANECA CERAM 350ML', className: 'Cozinha', subclass: 'Canecas', materialGroup: 'Cerâmica', ncm: '69120000', compositions: CERAMIC, sizes: ['U'], cost: [9, 22], ipi: 5, case: 24, measure: 'UN', shippingForm: 'Caixa', cotton: false },
  { segment: 'home', departmentId: 302, description: 'Travessa Oval de Cerâmica 35 cm', short: 'TRAVESSA OVAL 35CM', className: 'Cozinha', subclass: 'Travessas', materialGroup: 'Cerâmica', ncm: '69120000', compositions: CERAMIC, sizes: ['U'], cost: [24, 58], ipi: 5, case: 12, measure: 'UN', shippingForm: 'Caixa', cotton: false },
  { segment: 'home', departmentId: 303, description: 'Vaso Decorativo de Cerâmica Texturizado', short: 'VASO DECOR CERAM', className: 'Decoração', subclass: 'Vasos', materialGroup: 'Cerâmica', ncm: '69120000', compositions: CERAMIC, sizes: ['P', 'M', 'G'], cost: [20, 65], ipi: 5, case: 12, measure: 'UN', shippingForm: 'Caixa', cotton: false },
  { segment: 'home', departmentId: 304, description: 'Aparelho de Jantar Cerâmica 20 Peças', short: 'APAR JANTAR 20PC', className: 'Mesa Posta', subclass: 'Aparelho de Jantar', materialGroup: 'Cerâmica', ncm: '69120000', compositions: CERAMIC, sizes: ['U'], cost: [120, 260], ipi: 5, case: 2, measure: 'JG', shippingForm: 'Caixa', cotton: false },
  { segment: 'home', departmentId: 304, description: 'Toalha de Mesa Retangular Algodão', short: 'TOALHA MESA RET', className: 'Mesa Posta', subclass: 'Toalha de Mesa', materialGroup: 'Têxtil Lar', ncm: '63022100', compositions: [[ALG(100)], [ALG(50), LIN(50)]], sizes: ['4 Lugares', '6 Lugares', '8 Lugares'], cost: [28, 70], ipi: 0, case: 20, measure: 'UN', shippingForm: 'Caixa', cotton: true },
];

export function compositionText(inputs: readonly Input[]): string {
  return inputs.map((i) => `${i.percentage}% ${i.description}`).join(' ');
}

export interface Colour {
  name: string;
  /** The same colour as Uruguay's labels print it. */
  es: string;
  pantone: string;
}

export const COLOURS: readonly Colour[] = [
  { name: 'Preto', es: 'Negro', pantone: '19-0303 TCX' },
  { name: 'Branco', es: 'Blanco', pantone: '11-0601 TCX' },
  { name: 'Azul Marinho', es: 'Azul Marino', pantone: '19-4024 TCX' },
  { name: 'Cinza Mescla', es: 'Gris Melange', pantone: '16-3915 TCX' },
  { name: 'Vermelho', es: 'Rojo', pantone: '19-1664 TCX' },
  { name: 'Verde Militar', es: 'Verde Militar', pantone: '18-0430 TCX' },
  { name: 'Rosa Claro', es: 'Rosado Claro', pantone: '13-2010 TCX' },
  { name: 'Bege', es: 'Beige', pantone: '14-1112 TCX' },
  { name: 'Caramelo', es: 'Caramelo', pantone: '16-1439 TCX' },
  { name: 'Off White', es: 'Crudo', pantone: '11-0602 TCX' },
  { name: 'Azul Claro', es: 'Celeste', pantone: '14-4318 TCX' },
  { name: 'Mostarda', es: 'Mostaza', pantone: '15-0850 TCX' },
  { name: 'Terracota', es: 'Terracota', pantone: '18-1438 TCX' },
];

/** Uruguay's labels use the international letters for adult sizes and one number up for shoes. */
export function uruguaySize(size: string, segment: Segment): string {
  const letters: Record<string, string> = { PP: 'XS', P: 'S', M: 'M', G: 'L', GG: 'XL' };
  if (letters[size]) return letters[size];
  if (segment === 'footwear' && /^\d+$/.test(size)) return String(Number(size) + 1);
  return size;
}

/** Brands that appear on orders (marca), by company id; the company name itself is the most frequent. */
export const BRANDS: Readonly<Record<number, readonly (readonly [string, number])[]>> = {
  1: [
    ['Renner', 5],
    ['Blue Steel', 1],
    ['Just Be', 1],
    ['Marfinno', 1],
    ['Cortelle', 1],
    ['Ashua', 1],
    ['Request', 1],
  ],
  3: [['Camicado', 1]],
  4: [['Youcom', 1]],
};
