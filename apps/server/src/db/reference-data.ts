import { and, eq, notInArray, or, sql } from 'drizzle-orm';
import {
  ACTION_PERMISSIONS,
  ALL_PERMISSIONS,
  COMPANIES,
  PERMISSION_PROFILES,
  PROFILES,
  ROUTE_PERMISSIONS,
  commercialWeeksOfYear,
  type CompanyKey,
} from '@portal/domain';
import { clock } from '../platform/clock';
import type { DbOrTx } from '../platform/database';
import { commercialCalendar, companies, permissions, profilePermissions, profiles } from './schema/index';

/**
 * Document flags of each company, used only when the company row is first created:
 * an operator's later change in the database survives restarts.
 */
export const COMPANY_FLAGS: Record<
  CompanyKey,
  {
    requireProducerDeclaration: boolean;
    requireSustainabilityCertificate: boolean;
    enableSupplierPreScheduling: boolean;
  }
> = {
  Renner: {
    requireProducerDeclaration: true,
    requireSustainabilityCertificate: true,
    enableSupplierPreScheduling: true,
  },
  Camicado: {
    requireProducerDeclaration: false,
    requireSustainabilityCertificate: false,
    enableSupplierPreScheduling: false,
  },
  Youcom: {
    requireProducerDeclaration: false,
    requireSustainabilityCertificate: true,
    enableSupplierPreScheduling: false,
  },
};

/** Calendar row ids are year * 100 + week (202647), stable across databases and readable in logs. */
export function commercialWeekId(year: number, week: number): number {
  return year * 100 + week;
}

/** Upserts the commercial weeks of the given years (inclusive). */
export async function ensureCommercialCalendar(db: DbOrTx, fromYear: number, toYear: number): Promise<void> {
  const rows = [];
  for (let year = fromYear; year <= toYear; year++) {
    for (const w of commercialWeeksOfYear(year)) {
      rows.push({
        id: commercialWeekId(w.year, w.week),
        year: w.year,
        week: w.week,
        startDate: w.start,
        endDate: w.end,
      });
    }
  }
  if (rows.length === 0) return;
  await db
    .insert(commercialCalendar)
    .values(rows)
    .onConflictDoUpdate({
      target: [commercialCalendar.year, commercialCalendar.week],
      set: { startDate: sqlExcluded('start_date'), endDate: sqlExcluded('end_date') },
    });
}

/**
 * Makes the database's reference tables match packages/domain: companies, profiles, permissions,
 * the profile-permission matrix and the commercial calendar (previous, current and next two years).
 * Idempotent; run on every start, production included, in one transaction.
 */
export async function syncReferenceData(db: DbOrTx, options: { today?: string } = {}): Promise<void> {
  const year = Number((options.today ?? clock.today()).slice(0, 4));
  await db.transaction(async (tx) => {
    await tx
      .insert(companies)
      .values(COMPANIES.map((c) => ({ id: c.id, code: c.code, name: c.name, ...COMPANY_FLAGS[c.key] })))
      .onConflictDoUpdate({ target: companies.id, set: { code: sqlExcluded('code'), name: sqlExcluded('name') } });

    await syncProfilesAndPermissions(tx);
    await ensureCommercialCalendar(tx, year - 1, year + 2);
  });
}

async function syncProfilesAndPermissions(tx: DbOrTx): Promise<void> {
  const profileKeys = PROFILES.map((p) => p.key);
  // Removed profiles and permissions take their matrix rows with them (on delete cascade).
  await tx.delete(profiles).where(notInArray(profiles.key, profileKeys));
  await tx.delete(permissions).where(notInArray(permissions.key, [...ALL_PERMISSIONS]));

  // A profile renamed in the domain would clash on the unique name while the old row still holds it.
  for (const p of PROFILES) {
    await tx.delete(profiles).where(and(eq(profiles.name, p.name), notInArray(profiles.key, [p.key])));
  }
  await tx
    .insert(profiles)
    .values(PROFILES.map((p) => ({ key: p.key, name: p.name })))
    .onConflictDoUpdate({ target: profiles.key, set: { name: sqlExcluded('name') } });

  await tx
    .insert(permissions)
    .values([
      ...ROUTE_PERMISSIONS.map((key) => ({ key, kind: 'route' })),
      ...ACTION_PERMISSIONS.map((key) => ({ key, kind: 'action' })),
    ])
    .onConflictDoUpdate({ target: permissions.key, set: { kind: sqlExcluded('kind') } });

  const wanted = ALL_PERMISSIONS.flatMap((permissionKey) =>
    PERMISSION_PROFILES[permissionKey].map((profileKey) => ({ profileKey, permissionKey: permissionKey as string })),
  );
  const wantedSet = new Set(wanted.map((r) => `${r.profileKey}|${r.permissionKey}`));
  const existing = await tx.select().from(profilePermissions);
  const stale = existing.filter((r) => !wantedSet.has(`${r.profileKey}|${r.permissionKey}`));
  if (stale.length > 0) {
    await tx
      .delete(profilePermissions)
      .where(
        or(
          ...stale.map((r) =>
            and(eq(profilePermissions.profileKey, r.profileKey), eq(profilePermissions.permissionKey, r.permissionKey)),
          ),
        ),
      );
  }
  await tx.insert(profilePermissions).values(wanted).onConflictDoNothing();
}

function sqlExcluded(column: string) {
  return sql.raw(`excluded.${column}`);
}
