import { subcontractorInputSchema, SUBCONTRACTOR_PAGE_SIZE } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../../test/support/test-clock';
import { toSubcontractorDto, toSubcontractorValues } from '../../modules/subcontractors/subcontractors.mapper';
import { DEMO_SUPPLIER_A_ID, DEMO_SUPPLIER_B_ID } from './suppliers.seed';
import { demoSubcontractors } from './subcontractors.seed';

describe('demoSubcontractors', () => {
  it('is a pure function of the date', () => {
    expect(demoSubcontractors(TEST_TODAY)).toEqual(demoSubcontractors(TEST_TODAY));
    const later = demoSubcontractors('2027-01-05');
    expect(later.subcontractors.map((s) => s.cnpj)).toEqual(
      demoSubcontractors(TEST_TODAY).subcontractors.map((s) => s.cnpj),
    );
  });

  it('passes the form the users fill in: nine fields, valid CNPJs (one alphanumeric), phones and e-mails', () => {
    const { subcontractors } = demoSubcontractors(TEST_TODAY);
    for (const [position, row] of subcontractors.entries()) {
      // the row as the details screen shows it (ids from 1 in list order), sent back unchanged
      const { status, ...shown } = toSubcontractorDto({
        ...row,
        id: position + 1,
        notes: row.notes ?? null,
        status: row.status!,
        createdAt: row.createdAt!,
        createdBy: null,
      });
      const parsed = subcontractorInputSchema.parse({ ...shown, status: status.id });
      // stored as the form stores them: every column as the seed wrote it
      expect(row).toMatchObject(toSubcontractorValues(parsed));
    }
    expect(new Set(subcontractors.map((s) => s.cnpj)).size).toBe(subcontractors.length);
    expect(subcontractors.some((s) => /[A-Z]/.test(s.cnpj))).toBe(true);
  });

  it('fills more than one page, both statuses, registered before today; links for suppliers A and B', () => {
    const { subcontractors, links } = demoSubcontractors(TEST_TODAY);
    expect(subcontractors.length).toBeGreaterThan(SUBCONTRACTOR_PAGE_SIZE);
    expect(new Set(subcontractors.map((s) => s.status))).toEqual(new Set([1, 2]));
    for (const s of subcontractors) expect(s.createdAt!.getTime()).toBeLessThan(Date.parse(`${TEST_TODAY}T00:00:00Z`));
    expect(links.filter((l) => l.supplierId === DEMO_SUPPLIER_A_ID).length).toBeGreaterThanOrEqual(3);
    expect(links.filter((l) => l.supplierId === DEMO_SUPPLIER_B_ID).length).toBeGreaterThanOrEqual(1);
    expect(new Set(links.map((l) => `${l.supplierId}:${l.position}`)).size).toBe(links.length);
  });
});
