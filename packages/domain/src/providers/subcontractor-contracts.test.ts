import { describe, expect, it } from 'vitest';
import { expectMissingField, issuesReader } from '../shared/zod-issues.test-support';
import {
  SUBCONTRACTOR_REQUIRED_FIELDS,
  subcontractorInputSchema,
  subcontractorListSchema,
  type SubcontractorFormValues,
} from './subcontractor-contracts';
import { SUBCONTRACTOR_LIMITS } from './subcontractor-rules';

/** A valid form as a person fills it in (masks included). */
const form = (over: Record<string, unknown> = {}): SubcontractorFormValues =>
  ({
    razaoSocial: ' Facção Costura Fina Ltda ',
    nomeFantasia: 'Costura Fina',
    cnpj: '11.222.333/0001-81',
    endereco: 'Rua XV de Novembro, 1200, Blumenau - SC',
    telefonePrincipal: '(47) 3322-1100',
    outroTelefone: '(47) 99876-5432',
    email: 'Contato@CosturaFina.com.br',
    status: 1,
    codigoABVTEX: 'abv-12345',
    anotacoes: '',
    ...over,
  }) as SubcontractorFormValues;

const issuesOf = issuesReader(subcontractorInputSchema);

describe('subcontractorInputSchema', () => {
  it('accepts a full form and normalises it: trimmed texts, CNPJ and phones unmasked, e-mail lower case', () => {
    expect(subcontractorInputSchema.parse(form())).toEqual({
      razaoSocial: 'Facção Costura Fina Ltda',
      nomeFantasia: 'Costura Fina',
      cnpj: '11222333000181',
      endereco: 'Rua XV de Novembro, 1200, Blumenau - SC',
      telefonePrincipal: '4733221100',
      outroTelefone: '47998765432',
      email: 'contato@costurafina.com.br',
      status: 1,
      codigoABVTEX: 'ABV-12345',
      anotacoes: null,
    });
  });

  it('names the nine required fields of spec 001 §5', () => {
    expect(SUBCONTRACTOR_REQUIRED_FIELDS).toHaveLength(9);
  });

  it.each(SUBCONTRACTOR_REQUIRED_FIELDS.flatMap((field) => [[field, undefined] as const, [field, null] as const]))(
    'refuses %s = %s as a missing field (invalid_type, received undefined)',
    (field, value) => {
      expectMissingField(issuesOf(form({ [field]: value })), field);
    },
  );

  it.each(SUBCONTRACTOR_REQUIRED_FIELDS.filter((f) => f !== 'status'))('refuses a blank %s as missing', (field) => {
    expect(issuesOf(form({ [field]: '   ' }))).toEqual([expect.objectContaining({ field, code: 'invalid_type' })]);
  });

  it('keeps notes optional', () => {
    expect(subcontractorInputSchema.parse(form({ anotacoes: undefined })).anotacoes).toBeNull();
    expect(subcontractorInputSchema.parse(form({ anotacoes: null })).anotacoes).toBeNull();
    expect(subcontractorInputSchema.parse(form({ anotacoes: ' faz a lavanderia ' })).anotacoes).toBe(
      'faz a lavanderia',
    );
  });

  it.each([
    ['numeric with mask', '11.222.333/0001-81', '11222333000181'],
    ['numeric digits', '11222333000181', '11222333000181'],
    ['2026 alphanumeric', '12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['alphanumeric lower case', '12abc34501de35', '12ABC34501DE35'],
  ])('accepts a CNPJ, %s', (_what, cnpj, stored) => {
    expect(subcontractorInputSchema.parse(form({ cnpj })).cnpj).toBe(stored);
  });

  it.each([
    ['a wrong check digit', '11.222.333/0001-82'],
    ['repeated digits', '11111111111111'],
    ['too short', '1122233300018'],
    ['letters in the check digits', '12ABC34501DEAB'],
  ])('refuses a CNPJ with %s', (_what, cnpj) => {
    expect(issuesOf(form({ cnpj }))).toEqual([{ field: 'cnpj', code: 'custom', message: 'invalidCnpj' }]);
  });

  it.each([
    ['(51) 3333-4444', '5133334444'],
    ['51 99999-8888', '51999998888'],
    ['+55 (11) 98765-4321', '11987654321'],
  ])('accepts the phone %s as %s', (phone, stored) => {
    expect(subcontractorInputSchema.parse(form({ outroTelefone: phone })).outroTelefone).toBe(stored);
  });

  it('lets the other phone repeat the main one (decision A18)', () => {
    const parsed = subcontractorInputSchema.parse(form({ outroTelefone: '(47) 3322-1100' }));
    expect(parsed.outroTelefone).toBe(parsed.telefonePrincipal);
  });

  it.each(['3333-4444', '(05) 3333-4444', '(50) 3333-4444', '(51) 83333-4444', '(51) 3333-44445', 'abc'])(
    'refuses the phone %s',
    (phone) => {
      expect(issuesOf(form({ telefonePrincipal: phone }))).toEqual([
        expect.objectContaining({ field: 'telefonePrincipal', message: 'invalidPhone' }),
      ]);
    },
  );

  it.each(['contato', 'contato@', '@empresa.com.br', 'a b@empresa.com.br'])('refuses the e-mail %s', (email) => {
    expect(issuesOf(form({ email }))).toEqual([expect.objectContaining({ field: 'email', message: 'invalidEmail' })]);
  });

  it.each([0, 3, '1', true])('refuses the status %j', (status) => {
    expect(issuesOf(form({ status }))).toEqual([expect.objectContaining({ field: 'status' })]);
  });

  it('accepts both statuses', () => {
    expect(subcontractorInputSchema.parse(form({ status: 2 })).status).toBe(2);
  });

  it.each([
    ['razaoSocial', SUBCONTRACTOR_LIMITS.razaoSocial],
    ['nomeFantasia', SUBCONTRACTOR_LIMITS.nomeFantasia],
    ['endereco', SUBCONTRACTOR_LIMITS.endereco],
    ['codigoABVTEX', SUBCONTRACTOR_LIMITS.codigoABVTEX],
    ['anotacoes', SUBCONTRACTOR_LIMITS.anotacoes],
  ] as const)('takes %s up to %i characters and no more', (field, max) => {
    expect(issuesOf(form({ [field]: 'A'.repeat(max) }))).toEqual([]);
    expect(issuesOf(form({ [field]: 'A'.repeat(max + 1) }))).toEqual([
      expect.objectContaining({ field, message: 'tooLong' }),
    ]);
  });

  it('refuses an ABVTEX code with characters other than letters, digits and . / - space', () => {
    expect(issuesOf(form({ codigoABVTEX: 'ABV#1' }))).toEqual([
      expect.objectContaining({ field: 'codigoABVTEX', message: 'invalidAbvtexCode' }),
    ]);
  });

  it('refuses a field of the wrong type', () => {
    expect(issuesOf(form({ razaoSocial: 12 }))).toEqual([
      expect.objectContaining({ field: 'razaoSocial', code: 'invalid_type' }),
    ]);
  });
});

describe('subcontractorListSchema', () => {
  it('starts at page 0 without filters', () => {
    expect(subcontractorListSchema.parse({})).toEqual({ filtro: {}, pagina: 0 });
    expect(subcontractorListSchema.parse({ filtro: null, pagina: null })).toEqual({ filtro: {}, pagina: 0 });
  });

  it('drops blank filters, trims the others and unmasks the CNPJ', () => {
    expect(
      subcontractorListSchema.parse({
        filtro: { cnpj: '11.222', email: '  ', nomeFantasia: ' Costura ', razaoSocial: null },
        pagina: 2,
      }),
    ).toEqual({ filtro: { cnpj: '11222', nomeFantasia: 'Costura' }, pagina: 2 });
  });

  it.each([-1, 1.5])('refuses the page %j', (pagina) => {
    expect(subcontractorListSchema.safeParse({ pagina }).success).toBe(false);
  });
});
