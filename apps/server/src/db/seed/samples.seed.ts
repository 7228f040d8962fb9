import { addDays, saoPauloInstant, SAMPLE_CONCESSION_STATUS, type SampleConcessionStatusId } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/database';
import { sampleConcessions, users } from '../schema/index';
import type { DemoData } from './demo-data';
import { DEMO_SEED } from './demo-data';
import { DEMO_CD_ID } from './locations.seed';
import { createRandom, deriveSeed, type Random } from './random';

/** A concession of the demo, who registered and last changed it named by login (ids are the database's). */
export type DemoConcession = Omit<
  typeof sampleConcessions.$inferInsert,
  'id' | 'status' | 'createdBy' | 'updatedBy' | 'createdAt' | 'updatedAt'
> & {
  status: SampleConcessionStatusId;
  createdAt: Date;
  updatedAt: Date;
  byLogin: string;
};

/** What a quality analyst writes when a sample order is not what the technical sheet asked for. */
const DESCRIPTIONS = [
  'Amostra com variação de tom na cor principal em relação ao padrão aprovado pelo estilo.',
  'Gramatura do tecido 3% abaixo da ficha técnica; fornecedor pede liberação do pedido.',
  'Etiqueta de composição com erro de grafia; correção garantida na produção.',
  'Bordado do logotipo deslocado 0,5 cm em relação à ficha técnica.',
  'Cós com elasticidade inferior ao padrão após o teste de tração.',
  'Diferença de 1 cm no comprimento do tamanho G em relação à tabela de medidas.',
  'Encolhimento de 4% após a lavagem doméstica, acima da tolerância de 3%.',
  'Botão substituído por similar do mesmo diâmetro por falta do aviamento original.',
  'Costura lateral com 9 pontos por 3 cm, abaixo dos 11 especificados.',
  'Estampa com leve deslocamento de registro nas peças do tamanho P.',
  'Zíper de fornecedor alternativo, com a mesma especificação técnica.',
  'Solidez da cor à fricção com nota 3; o padrão da qualidade pede 4.',
  'Acabamento da barra com overloque aparente no avesso, fora do padrão da coleção.',
  'Forro em poliéster no lugar de viscose, sem mudança de preço.',
] as const;

const REASONS: Readonly<Record<SampleConcessionStatusId, readonly (string | null)[]>> = {
  [SAMPLE_CONCESSION_STATUS.pending]: [
    'Aguardando laudo do laboratório de qualidade.',
    'Aguardando nova peça-piloto do fornecedor.',
    'Em análise pelo time de produto.',
    null,
  ],
  [SAMPLE_CONCESSION_STATUS.approved]: [
    'Aprovado pelo comprador com desconto de 5% no preço.',
    'Variação dentro da tolerância comercial acordada com o fornecedor.',
    'Aprovado pela qualidade após novo teste de lavagem.',
    'Aprovado para esta coleção; corrigir nos próximos pedidos.',
  ],
  [SAMPLE_CONCESSION_STATUS.refused]: [
    'Reprovado pela qualidade: fora da tolerância da ficha técnica.',
    'Cor fora do padrão aprovado pelo estilo.',
    'Fornecedor não enviou a peça-piloto corrigida no prazo.',
    'Risco de reclamação de cliente; refazer a amostra.',
  ],
};

/** The concession of the sample-approval journey (demo-guarantees.ts "a sample concession to approve"). */
export const PENDING_CONCESSION = {
  description: 'Amostra com variação de tom no azul-marinho; fornecedor solicita concessão para liberar o pedido.',
  reason: 'Aguardando laudo do laboratório de qualidade.',
} as const;

/** The share of the sample orders the ERP has not approved that get a concession. */
const CONCESSION_SHARE = 0.4;

/** The portal's decision, given the ERP's: a sample the ERP refused is more often refused here too. */
function statusFor(random: Random, erpStatus: string | null): SampleConcessionStatusId {
  const { pending, approved, refused } = SAMPLE_CONCESSION_STATUS;
  return erpStatus === 'Reprovado'
    ? random.weighted([
        [approved, 5],
        [refused, 4],
        [pending, 1],
      ])
    : random.weighted([
        [pending, 9],
        [approved, 8],
        [refused, 3],
      ]);
}

const latest = (a: string, b: string) => (a > b ? a : b);

/**
 * The demo's concessions, deterministic for a day: 40% of the sample orders the ERP has not approved (a concession
 * is how the portal decides those), every status present, registered since the sample order was issued (at most
 * 60 days back) by the admin, or by logistics for its CD's orders, decided a few days later; plus the planted
 * pending concession of supplier A's sample awaiting approval (DemoData.pendingSample). Ordered by registration.
 */
export function demoSampleConcessions(data: Pick<DemoData, 'orders' | 'today' | 'pendingSample'>): DemoConcession[] {
  const random = createRandom(deriveSeed(DEMO_SEED, `samples:${data.today}`));
  const byId = new Map(data.orders.map((o) => [o.id, o]));
  const { today, pendingSample } = data;
  const concessions: DemoConcession[] = [];
  for (const sample of data.orders) {
    if (sample.sampleOriginOrderId == null || sample.sampleStatus === 'Aprovado') continue;
    // a sample issued today waits for its first analysis
    if (sample.id === pendingSample.sampleId || sample.issuedAt >= today || !random.chance(CONCESSION_SHARE)) continue;
    const origin = byId.get(sample.sampleOriginOrderId)!;
    const status = statusFor(random, sample.sampleStatus ?? null);
    const registered = latest(sample.issuedAt, addDays(today, -random.int(2, 60)));
    const decided = status === SAMPLE_CONCESSION_STATUS.pending ? registered : addDays(registered, random.int(1, 6));
    const createdAt = saoPauloInstant(
      registered,
      `${String(random.int(8, 17)).padStart(2, '0')}:${random.pick(['05', '20', '35', '50'])}:00`,
    );
    const updatedAt = decided > today || decided === registered ? createdAt : saoPauloInstant(decided, '10:15:00');
    concessions.push({
      originalOrderId: origin.id,
      sampleOrderId: sample.id,
      supplierId: origin.supplierId,
      description: random.pick(DESCRIPTIONS),
      status,
      reason: random.pick(REASONS[status]),
      createdAt,
      updatedAt,
      byLogin: origin.cdId === DEMO_CD_ID && random.chance(0.5) ? 'logistica' : 'admin',
    });
  }
  const origin = byId.get(pendingSample.originId)!;
  const plantedAt = saoPauloInstant(addDays(today, -2), '09:40:00');
  concessions.push({
    originalOrderId: origin.id,
    sampleOrderId: pendingSample.sampleId,
    supplierId: origin.supplierId,
    description: PENDING_CONCESSION.description,
    status: SAMPLE_CONCESSION_STATUS.pending,
    reason: PENDING_CONCESSION.reason,
    createdAt: plantedAt,
    updatedAt: plantedAt,
    byLogin: 'admin',
  });
  return concessions.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.sampleOrderId - b.sampleOrderId);
}

/** Writes the demo's concessions in registration order (so their ids grow with it, as the list sorts). */
export async function seedSampleConcessions(
  tx: Tx,
  data: Pick<DemoData, 'orders' | 'today' | 'pendingSample'>,
): Promise<number> {
  const concessions = demoSampleConcessions(data);
  const logins = [...new Set(concessions.map((c) => c.byLogin))];
  const found = await tx.select({ id: users.id, login: users.login }).from(users).where(inArray(users.login, logins));
  const idOf = new Map(found.map((u) => [u.login, u.id]));
  if (concessions.length > 0)
    await tx.insert(sampleConcessions).values(
      concessions.map(({ byLogin, ...c }) => ({
        ...c,
        createdBy: idOf.get(byLogin) ?? null,
        updatedBy: idOf.get(byLogin) ?? null,
      })),
    );
  return concessions.length;
}
