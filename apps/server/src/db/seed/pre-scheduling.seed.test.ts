import { addDays, preSchedulingInputSchema, toYesNo } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../../test/support/test-clock';
import { generateDemoData } from './demo-data';
import { demoPreSchedulingOverflows, demoPreSchedulings } from './pre-scheduling.seed';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from './suppliers.seed';

describe('the demo pre-schedulings', () => {
  for (const today of [TEST_TODAY, addDays(TEST_TODAY, 123), addDays(TEST_TODAY, 250)]) {
    const data = generateDemoData(today);
    const rows = demoPreSchedulings(data);

    it(`are many suppliers' at the demo CDs, both types, active and inactive (${today})`, () => {
      expect(rows.length).toBeGreaterThan(30);
      expect(new Set(rows.map((r) => r.supplierId)).size).toBeGreaterThanOrEqual(10);
      expect(new Set(rows.map((r) => r.cdId)).size).toBeGreaterThanOrEqual(4);
      expect(new Set(rows.map((r) => r.workHourType))).toEqual(new Set([1, 2]));
      expect(new Set(rows.map((r) => r.active))).toEqual(new Set([true, false]));
      for (const supplier of [DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID]) {
        const own = rows.filter((r) => r.supplierId === supplier);
        expect(own.length).toBeGreaterThanOrEqual(2);
        expect(own.some((r) => r.active)).toBe(true);
      }
      const ofA = rows.filter((r) => r.supplierId === DEMO_SUPPLIER_A_ID);
      expect(new Set(ofA.map((r) => r.workHourType))).toEqual(new Set([1, 2]));
      expect(new Set(ofA.map((r) => r.active))).toEqual(new Set([true, false]));
    });

    it(`are each a valid form at a CD serving its company, and none overflows its CD (${today})`, () => {
      const serves = new Set(data.companyLocations.map((cl) => `${cl.companyId}|${cl.locationId}`));
      for (const r of rows) {
        expect(serves.has(`${r.companyId}|${r.cdId}`)).toBe(true);
        const form = {
          descricao: r.description,
          capacidade: r.capacity,
          idFornecedor: r.supplierId,
          idEmpresa: r.companyId,
          idCd: r.cdId,
          idFusoHorario: 1,
          recebimentoCaixaria: toYesNo(r.boxReceiving!),
          recebimentoDeEncabidado: toYesNo(r.hangerReceiving!),
          transferencia: toYesNo(r.transfer!),
          ativo: toYesNo(r.active!),
          diasDeTrabalho: r.weekdays,
          horasDeTrabalho: {
            dataInicial: r.startDate,
            dataFinal: r.endDate ?? undefined,
            horaInicial: r.startTime,
            horaFinal: r.endTime,
            idTipoHoraTrabalho: r.workHourType,
          },
        };
        expect(preSchedulingInputSchema.safeParse(form).success).toBe(true);
      }
      expect(demoPreSchedulingOverflows(data, rows)).toEqual([]);
    });
  }
});
