import { supplierLinkSchema, type SupplierLink } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const supplierLinksSchema = z.array(supplierLinkSchema);

/** GET /api/links (permission links-fornecedor): the supplier's external links. */
export function getSupplierLinks(): Promise<SupplierLink[]> {
  return api.get('/links', { service: 'providers', schema: supplierLinksSchema });
}

export function useSupplierLinks(enabled: boolean) {
  return useQuery({ queryKey: ['home', 'supplier-links'], queryFn: getSupplierLinks, enabled, staleTime: 30 * 60_000 });
}
