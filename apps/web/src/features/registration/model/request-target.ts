import type { RegisterRequestView } from '@portal/domain';

/** What a request asks for, in one line: "123456 - Malharia …" or "0420 - CD Cabreúva". */
export function requestTargetText(request: Pick<RegisterRequestView, 'fornecedor' | 'cd'>): string {
  if (request.fornecedor) return `${request.fornecedor.codigo} - ${request.fornecedor.nome}`;
  if (request.cd) return `${request.cd.codigo} - ${request.cd.nome}`;
  return '';
}
