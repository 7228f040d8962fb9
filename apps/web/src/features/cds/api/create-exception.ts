import { cdExceptionSchema, type CdExceptionDto, type CdExceptionInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CDS_SERVICE, cdKeys } from './cd-keys';

/** POST /api/excecoes (edit-cd-details): 201; cdException010 when the date is already registered. */
export function createException(input: CdExceptionInput): Promise<CdExceptionDto> {
  return api.post('/excecoes', input, { service: CDS_SERVICE, notify: false, schema: cdExceptionSchema });
}

export function useCreateException(idCd: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createException,
    onSuccess: () => client.invalidateQueries({ queryKey: cdKeys.exceptions(idCd) }),
  });
}
