import { empresaSchema, selectionOf, timeZoneSchema, workHourTypeSchema } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlField } from '../../../lib/graphql-field';
import { PRE_SCHEDULING_SERVICE, preSchedulingKeys } from './pre-scheduling-keys';

/** The lists the form picks from change with a deployment, not during a visit. */
const REFERENCE_STALE_MS = 10 * 60_000;

export const TIME_ZONES_QUERY = /* GraphQL */ `
  query listarFusoHorario {
    listarFusoHorario ${selectionOf(timeZoneSchema)}
  }
`;
export const timeZonesAnswerSchema = z.object({ listarFusoHorario: z.array(timeZoneSchema) });

export const WORK_HOUR_TYPES_QUERY = /* GraphQL */ `
  query listarTiposHoraTrabalho {
    listarTiposHoraTrabalho ${selectionOf(workHourTypeSchema)}
  }
`;
export const workHourTypesAnswerSchema = z.object({ listarTiposHoraTrabalho: z.array(workHourTypeSchema) });

/** A company as the form's select shows it (the `empresas` query, any signed-in user). */
export const companyChoiceSchema = empresaSchema.pick({ id: true, codigo: true, nome: true });
export const COMPANIES_QUERY = /* GraphQL */ `
  query empresas {
    empresas ${selectionOf(companyChoiceSchema)}
  }
`;
export const companiesAnswerSchema = z.object({ empresas: z.array(companyChoiceSchema) });

/** listarFusoHorario, listarTiposHoraTrabalho and empresas: what the form offers (spec 001 §3, A16, A17); a failure toasts. */
export function useFormReferences() {
  const options = { service: PRE_SCHEDULING_SERVICE };
  const timeZones = useQuery({
    queryKey: [...preSchedulingKeys.references, 'time-zones'],
    queryFn: ({ signal }) => graphqlField(TIME_ZONES_QUERY, {}, { ...options, signal, schema: timeZonesAnswerSchema }),
    staleTime: REFERENCE_STALE_MS,
  });
  const workHourTypes = useQuery({
    queryKey: [...preSchedulingKeys.references, 'work-hour-types'],
    queryFn: ({ signal }) =>
      graphqlField(WORK_HOUR_TYPES_QUERY, {}, { ...options, signal, schema: workHourTypesAnswerSchema }),
    staleTime: REFERENCE_STALE_MS,
  });
  const companies = useQuery({
    queryKey: preSchedulingKeys.companies,
    queryFn: ({ signal }) =>
      graphqlField(COMPANIES_QUERY, {}, { service: 'auth', signal, schema: companiesAnswerSchema }),
    staleTime: REFERENCE_STALE_MS,
  });
  return { timeZones, workHourTypes, companies };
}
