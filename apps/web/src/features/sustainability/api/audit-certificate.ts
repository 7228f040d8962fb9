import {
  selectionOf,
  sustainabilityCertificateSchema,
  type CertificateAuditValues,
  type SustainabilityCertificateDto,
} from '@portal/domain';
import { z } from 'zod';
import { graphqlField } from '../../../lib/graphql-field';
import { SUSTAINABILITY_SERVICE } from './sustainability-keys';

export const AUDIT_CERTIFICATE_MUTATION = /* GraphQL */ `
  mutation atualizarInformacoesCertificado($certificado: InformacoesCertificadoInput!) {
    atualizarInformacoesCertificado(certificado: $certificado) ${selectionOf(sustainabilityCertificateSchema)}
  }
`;
export const auditAnswerSchema = z.object({ atualizarInformacoesCertificado: sustainabilityCertificateSchema });

/** atualizarInformacoesCertificado(certificado): the audit form, its optional fields only when filled. */
export function auditCertificate(certificado: CertificateAuditValues): Promise<SustainabilityCertificateDto> {
  return graphqlField(
    AUDIT_CERTIFICATE_MUTATION,
    { certificado },
    { service: SUSTAINABILITY_SERVICE, schema: auditAnswerSchema, notify: false },
  );
}
