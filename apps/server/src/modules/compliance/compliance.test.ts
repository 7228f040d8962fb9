import { addDays, type ExpiringDocumentDto } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs } from '../../../test/support/graphql-post';
import { TEST_TODAY } from '../../../test/support/test-clock';
import { useTestApp, useTokens } from '../../../test/support/test-app';
import { orders, producerDeclarations, storedFiles, sustainabilityCertificates } from '../../db/schema/index';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from '../../db/seed/index';

const t = useTestApp();
const tokens = useTokens(t, ['admin', 'fornecedor', 'fornecedor2'] as const);

const QUERY = `query ($limite: Int) { documentosAVencer(limite: $limite) { tipo idDocumento idPedido numeroPedido dataValidade situacao } }`;
type Answer = { documentosAVencer: ExpiringDocumentDto[] };

describe('documentosAVencer: the documents lapsing soon or just lapsed, in the row scope', () => {
  const made: Record<string, number> = {};

  beforeAll(async () => {
    const db = t.database.db;
    const [file] = await db.select({ id: storedFiles.id }).from(storedFiles).limit(1);
    const supplierA = DEMO_SUPPLIER_A_ID;
    const supplierB = DEMO_SUPPLIER_B_ID;
    const orderOf = async (supplierId: number, skip: number) => {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.supplierId, supplierId))
        .limit(skip + 1);
      return rows[skip]!.id;
    };
    // created in 2099: each is its order's latest document, whatever the seed gave the order
    const certificate = async (key: string, supplierId: number, orderId: number, validUntil: string, status = 0) => {
      const [row] = await db
        .insert(sustainabilityCertificates)
        .values({
          orderId,
          supplierId,
          fileId: file!.id,
          materialCode: 'BCI-X',
          status,
          validUntil,
          createdAt: new Date('2099-01-01T00:00:00Z'),
        })
        .returning({ id: sustainabilityCertificates.id });
      made[key] = row!.id;
    };
    const declaration = async (key: string, supplierId: number, orderId: number, validUntil: string, status = 1) => {
      const [row] = await db
        .insert(producerDeclarations)
        .values({
          orderId,
          supplierId,
          fileId: file!.id,
          status,
          validUntil,
          createdAt: new Date('2099-01-01T00:00:00Z'),
        })
        .returning({ id: producerDeclarations.id });
      made[key] = row!.id;
    };
    await certificate('aSoon', supplierA, await orderOf(supplierA, 0), addDays(TEST_TODAY, 10));
    await declaration('aLapsed', supplierA, await orderOf(supplierA, 1), addDays(TEST_TODAY, -3), 2);
    await declaration('aRejected', supplierA, await orderOf(supplierA, 2), addDays(TEST_TODAY, 5), 3);
    await certificate('aFar', supplierA, await orderOf(supplierA, 3), addDays(TEST_TODAY, 200));
    await certificate('bSoon', supplierB, await orderOf(supplierB, 0), addDays(TEST_TODAY, 1));
  });

  const ask = async (login: keyof typeof tokens, limite?: number) =>
    graphqlAs<Answer>(t, tokens[login], QUERY, { limite });

  it("shows a supplier its own expiring and lapsed documents, not a rejected or far one, nor another supplier's", async () => {
    const mine = (await ask('fornecedor')).data!.documentosAVencer;
    expect(mine.find((d) => d.tipo === 'certificadoSustentabilidade' && d.idDocumento === made.aSoon)).toMatchObject({
      tipo: 'certificadoSustentabilidade',
      dataValidade: addDays(TEST_TODAY, 10),
      situacao: 'expiring',
    });
    expect(mine.find((d) => d.idDocumento === made.aLapsed && d.tipo === 'declaracaoProdutor')).toMatchObject({
      situacao: 'expired',
    });
    expect(mine.some((d) => d.tipo === 'certificadoSustentabilidade' && d.idDocumento === made.aFar)).toBe(false);
    expect(mine.some((d) => d.tipo === 'declaracaoProdutor' && d.idDocumento === made.aRejected)).toBe(false);
    expect(mine.some((d) => d.tipo === 'certificadoSustentabilidade' && d.idDocumento === made.bSoon)).toBe(false);
    // soonest first
    const dates = mine.map((d) => d.dataValidade);
    expect(dates).toEqual([...dates].sort());
    const theirs = (await ask('fornecedor2')).data!.documentosAVencer;
    expect(theirs.some((d) => d.tipo === 'certificadoSustentabilidade' && d.idDocumento === made.bSoon)).toBe(true);
  });

  it('takes a limit from 1 to 50, and needs a signed-in user', async () => {
    expect((await ask('admin', 1)).data!.documentosAVencer).toHaveLength(1);
    const codeOf = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
      answer.errors?.[0]?.extensions?.code;
    expect(codeOf(await ask('admin', 0))).toBe('validation');
    expect(codeOf(await ask('admin', 51))).toBe('validation');
    expect(codeOf(await graphqlAs<Answer>(t, null, QUERY, {}))).toBe('sessionExpired');
  });
});
