import {
  certificateDetailsSchema,
  certificateHistorySchema,
  currentCertificatesSchema,
  selectionOf,
  sustainabilityCertificateSchema,
  sustainabilityUdaListSchema,
  sustainabilityUdaSchema,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { askField } from '../../../lib/quiet-read';
import { SUSTAINABILITY_SERVICE, sustainabilityKeys } from './sustainability-keys';

const CERTIFICATE = selectionOf(sustainabilityCertificateSchema);

export const CERTIFICATE_HISTORY_QUERY = /* GraphQL */ `
  query buscarCertificadosPorPedido($idPedido: Int!) {
    buscarCertificadosPorPedido(idPedido: $idPedido) ${CERTIFICATE}
  }
`;
export const historyAnswerSchema = z.object({ buscarCertificadosPorPedido: certificateHistorySchema });

export const CURRENT_CERTIFICATES_QUERY = /* GraphQL */ `
  query buscarUltimoCertificado($idPedido: Int!) {
    buscarUltimoCertificado(idPedido: $idPedido) ${CERTIFICATE}
  }
`;
export const currentAnswerSchema = z.object({ buscarUltimoCertificado: currentCertificatesSchema });

export const CERTIFICATE_DETAILS_QUERY = /* GraphQL */ `
  query buscarDetalhesUltimoCertificadoPorPedido($idPedido: Int!, $tipoCertificado: Int, $idCertificado: Int) {
    buscarDetalhesUltimoCertificadoPorPedido(
      idPedido: $idPedido
      tipoCertificado: $tipoCertificado
      idCertificado: $idCertificado
    ) ${selectionOf(certificateDetailsSchema)}
  }
`;
export const detailsAnswerSchema = z.object({ buscarDetalhesUltimoCertificadoPorPedido: certificateDetailsSchema });

export const UDAS_QUERY = /* GraphQL */ `
  query getDescricaoUDASustentabilidade($idPedido: Int!, $tipoCertificado: Int) {
    getDescricaoUDASustentabilidade(idPedido: $idPedido, tipoCertificado: $tipoCertificado) ${selectionOf(sustainabilityUdaSchema)}
  }
`;
export const udasAnswerSchema = z.object({ getDescricaoUDASustentabilidade: sustainabilityUdaListSchema });

const options = (signal: AbortSignal) => ({ service: SUSTAINABILITY_SERVICE, signal });

/**
 * The order's certificates: the current one of each slot (buscarUltimoCertificado) and every upload, newest first
 * (buscarCertificadosPorPedido). The pages show failures in place.
 */
export function useOrderCertificates(idPedido: number | null) {
  const current = useQuery({
    queryKey: [...sustainabilityKeys.order(idPedido ?? 0), 'current'],
    queryFn: ({ signal }) =>
      askField(CURRENT_CERTIFICATES_QUERY, { idPedido }, { ...options(signal), schema: currentAnswerSchema }),
    enabled: idPedido !== null,
    retry: false,
  });
  const history = useQuery({
    queryKey: [...sustainabilityKeys.order(idPedido ?? 0), 'history'],
    queryFn: ({ signal }) =>
      askField(CERTIFICATE_HISTORY_QUERY, { idPedido }, { ...options(signal), schema: historyAnswerSchema }),
    enabled: idPedido !== null,
    retry: false,
  });
  return { current, history };
}

/** The audit page's order context and certificate (buscarDetalhesUltimoCertificadoPorPedido). */
export function useCertificateDetails(idPedido: number | null, tipo: number | null, idCertificado: number | null) {
  return useQuery({
    queryKey: sustainabilityKeys.details(idPedido ?? 0, tipo, idCertificado),
    queryFn: ({ signal }) =>
      askField(
        CERTIFICATE_DETAILS_QUERY,
        { idPedido, tipoCertificado: tipo, idCertificado },
        { ...options(signal), schema: detailsAnswerSchema },
      ),
    enabled: idPedido !== null,
    retry: false,
  });
}

/** The UDAs the second certificate may be tied to (getDescricaoUDASustentabilidade, tipoCertificado 2). */
export function useSecondCertificateUdas(idPedido: number | null) {
  return useQuery({
    queryKey: sustainabilityKeys.udas(idPedido ?? 0),
    queryFn: ({ signal }) =>
      askField(UDAS_QUERY, { idPedido, tipoCertificado: 2 }, { ...options(signal), schema: udasAnswerSchema }),
    enabled: idPedido !== null,
    retry: false,
  });
}
