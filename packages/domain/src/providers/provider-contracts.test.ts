import { describe, expect, it } from 'vitest';
import {
  providerFlagSchema,
  providerLinkSchema,
  providerListSchema,
  providerPickSchema,
  subcontractorPickSchema,
  subcontractorProviderLinkSchema,
} from './provider-contracts';

describe('providerListSchema (fornecedoresFiltrados)', () => {
  it('starts at page 0 without filters; blank filters are none', () => {
    expect(providerListSchema.parse({})).toEqual({ pagina: 0 });
    expect(providerListSchema.parse({ nome: ' ', cnpj: null, pagina: null })).toEqual({ pagina: 0 });
  });

  it('trims the name and unmasks the CNPJ', () => {
    expect(providerListSchema.parse({ nome: ' Malharia ', cnpj: '12.345.678/', pagina: 3 })).toEqual({
      nome: 'Malharia',
      cnpj: '12345678',
      pagina: 3,
    });
  });

  it.each([{ pagina: -1 }, { nome: 'x'.repeat(101) }, { cnpj: '1'.repeat(19) }, { nome: 5 }])('refuses %j', (input) => {
    expect(providerListSchema.safeParse(input).success).toBe(false);
  });
});

describe('link inputs', () => {
  it('reads the pick list placeholder (-1) and null as nothing chosen (a missing field)', () => {
    for (const idSubcontratado of [-1, null, undefined]) {
      const result = providerLinkSchema.safeParse({ idFornecedor: 10, idSubcontratado });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]).toMatchObject({ path: ['idSubcontratado'], code: 'invalid_type' });
      expect(result.error!.issues[0]!.message).toMatch(/received undefined$/);
    }
    expect(providerLinkSchema.parse({ idFornecedor: 10, idSubcontratado: 7 })).toEqual({
      idFornecedor: 10,
      idSubcontratado: 7,
    });
  });

  it('takes fornecedorId and subcontratadoId from the subcontractor page (spec 001 §7)', () => {
    expect(subcontractorProviderLinkSchema.parse({ fornecedorId: 104512, subcontratadoId: 3 })).toEqual({
      fornecedorId: 104512,
      subcontratadoId: 3,
    });
    expect(subcontractorProviderLinkSchema.safeParse({ fornecedorId: -1, subcontratadoId: 3 }).success).toBe(false);
  });

  it.each([0, -5, 1.5, 2_147_483_648])('refuses the id %j', (idFornecedor) => {
    expect(providerFlagSchema.safeParse({ idFornecedor, valor: true }).success).toBe(false);
  });

  it('needs a boolean flag value', () => {
    expect(providerFlagSchema.safeParse({ idFornecedor: 1, valor: 'true' }).success).toBe(false);
    expect(providerFlagSchema.parse({ idFornecedor: 1, valor: false })).toEqual({ idFornecedor: 1, valor: false });
  });

  it('searches the add-provider pick list by text', () => {
    expect(providerPickSchema.parse({ idSubcontratado: 2, nome: ' aurora ' })).toEqual({
      idSubcontratado: 2,
      nome: 'aurora',
    });
  });

  it("searches the add-subcontractor pick list by text, up to the legal name's length; blank is no search", () => {
    expect(subcontractorPickSchema.parse({ idFornecedor: 2, nome: ' pesponto ' })).toEqual({
      idFornecedor: 2,
      nome: 'pesponto',
    });
    expect(subcontractorPickSchema.parse({ idFornecedor: 2, nome: ' ' })).toEqual({ idFornecedor: 2 });
    expect(subcontractorPickSchema.safeParse({ idFornecedor: 2, nome: 'x'.repeat(150) }).success).toBe(true);
    expect(subcontractorPickSchema.safeParse({ idFornecedor: 2, nome: 'x'.repeat(151) }).success).toBe(false);
  });
});
