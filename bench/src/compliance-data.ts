/**
 * Facts about issue 15's data set (subcontractors, their links and invoices, sample concessions), which
 * compliance-generate.ts adds to the orders data set of generate.ts and compliance-run.ts reads.
 */

/** Bench subcontractor ids: BASE + rank (the demo seed's are small identity values). */
export const BENCH_SUBCONTRACTOR_ID_BASE = 900_000;
export const BENCH_SUBCONTRACTORS = 20_000;
/** Company roots of the bench subcontractors' CNPJs: ROOT_BASE + rank (the demo's sit around 61,450,000). */
export const BENCH_SUBCONTRACTOR_CNPJ_ROOT_BASE = 70_000_000;
/** The bench's sample concessions are the only ones with ids from here (ids grow with registration). */
export const BENCH_CONCESSION_ID_BASE = 1_000_000;

const KINDS = [
  'Facção',
  'Ateliê',
  'Lavanderia',
  'Bordados',
  'Estamparia',
  'Tinturaria',
  'Costura',
  'Corte',
  'Acabamentos',
  'Pesponto',
  'Passadoria',
  'Oficina',
];
const TOWNS = [
  'Blumenau',
  'Brusque',
  'Gaspar',
  'Pomerode',
  'Jaraguá',
  'Caxias',
  'Cianorte',
  'Maringá',
  'Toritama',
  'Caruaru',
  'Americana',
  'Bom Retiro',
  'Friburgo',
  'Divinópolis',
  'Franca',
  'Sapiranga',
  'Goiânia',
  'Fortaleza',
  'Campina',
  'Apucarana',
  'Itajaí',
  'Indaial',
  'Timbó',
  'Colatina',
];
const QUALITIES = ['Fina', 'Nova', 'Real', 'Arte', 'Mãos de Ouro', 'Linha Nobre', 'Ponto Certo', 'do Vale'];
const FAMILIES = ['Schmitt', 'Oliveira', 'Bortolini', 'Pereira', 'Kuhn', 'Souza', 'Zanella', 'Lima', 'Hoffmann'];
const FORMS = ['Serviços Têxteis Ltda', 'Confecções ME', 'Indústria Têxtil Ltda', 'Facção e Costura EIRELI'];

/** ASCII lower case without accents or spaces, for e-mail addresses. */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * A plausible workshop by rank: trade name "Facção Blumenau Fina" (names repeat every 2,304 ranks, as real trade
 * names do across towns), legal name "Schmitt Serviços Têxteis Ltda", e-mail of the trade name and rank.
 */
export function benchSubcontractorNames(rank: number): { tradeName: string; legalName: string; email: string } {
  const kind = KINDS[rank % KINDS.length]!;
  const town = TOWNS[Math.floor(rank / KINDS.length) % TOWNS.length]!;
  const quality = QUALITIES[Math.floor(rank / (KINDS.length * TOWNS.length)) % QUALITIES.length]!;
  const tradeName = `${kind} ${town} ${quality}`;
  const legalName = `${FAMILIES[(rank * 7) % FAMILIES.length]!} ${FORMS[(rank * 3) % FORMS.length]!}`;
  return { tradeName, legalName, email: `contato${rank}@${slug(kind + town)}.com.br` };
}
