import { cdExceptionSchema, type CdExceptionInput } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { CDS_SERVICE, cdKeys } from './cd-keys';
import { useCdMutation } from './cd-mutation';

/** POST /api/excecoes (edit-cd-details): 201; cdException010 when the date is already registered. */
export function useCreateException(idCd: number) {
  return useCdMutation(
    (input: CdExceptionInput) =>
      api.post('/excecoes', input, { service: CDS_SERVICE, notify: false, schema: cdExceptionSchema }),
    [cdKeys.exceptions(idCd)],
  );
}
