import { describe, expect, it } from 'vitest';
import {
  MAX_LABELS_PER_REQUEST,
  TAG_FILE_NAME_MAX,
  boxStampRequestSchema,
  camicadoPdfRequestSchema,
  priceTagRequestSchema,
  tagItemSchema,
} from './label-contracts';

const price = {
  idPedido: 123456,
  itens: [{ id: 1, quantidade: 2 }],
  nomeArquivo: 'etiquetas.zpl',
  tipoEtiqueta: 1,
};
const box = {
  idPedido: 123456,
  itens: [{ id: 1, quantidade: 2 }],
  nomeArquivo: 'selos.zpl',
  tipoSelo: 'PADRAO',
  modelo: 2,
};

describe('tagItemSchema: quantities are digits only', () => {
  it.each([
    [2, 2],
    ['2', 2],
    ['0007', 7],
    [MAX_LABELS_PER_REQUEST, MAX_LABELS_PER_REQUEST],
  ])('%j → %i', (quantidade, parsed) => {
    expect(tagItemSchema.parse({ id: 5, quantidade })).toEqual({ id: 5, quantidade: parsed });
  });

  it.each([0, -1, 1.5, '1.5', '1a', ' 1', '', '-2', MAX_LABELS_PER_REQUEST + 1, '1234567890', null])(
    'refuses %j',
    (quantidade) => expect(tagItemSchema.safeParse({ id: 5, quantidade }).success).toBe(false),
  );

  it('coerces the id and refuses a non-positive one', () => {
    expect(tagItemSchema.parse({ id: '9', quantidade: 1 }).id).toBe(9);
    expect(tagItemSchema.safeParse({ id: 0, quantidade: 1 }).success).toBe(false);
    expect(tagItemSchema.safeParse({ id: 'x', quantidade: 1 }).success).toBe(false);
  });
});

describe('priceTagRequestSchema', () => {
  it('accepts the body and coerces idPedido and tipoEtiqueta', () => {
    expect(priceTagRequestSchema.parse({ ...price, idPedido: '123456', tipoEtiqueta: '2' })).toEqual({
      ...price,
      tipoEtiqueta: 2,
    });
  });

  it.each([
    ['no item', { itens: [] }],
    [
      'an item twice',
      {
        itens: [
          { id: 1, quantidade: 1 },
          { id: 1, quantidade: 2 },
        ],
      },
    ],
    ['model 3', { tipoEtiqueta: 3 }],
    ['model 0', { tipoEtiqueta: 0 }],
    ['a folder in the name', { nomeArquivo: 'a/b.zpl' }],
    ['a Windows folder', { nomeArquivo: 'a\\b.zpl' }],
    ['a control character', { nomeArquivo: 'a\nb.zpl' }],
    ['a blank name', { nomeArquivo: '   ' }],
    ['a long name', { nomeArquivo: `${'a'.repeat(TAG_FILE_NAME_MAX)}.zpl` }],
    ['order 0', { idPedido: 0 }],
    ['order not a number', { idPedido: 'abc' }],
  ])('refuses %s', (_case, change) => {
    expect(priceTagRequestSchema.safeParse({ ...price, ...change }).success).toBe(false);
  });

  it('trims the file name', () => {
    expect(priceTagRequestSchema.parse({ ...price, nomeArquivo: '  etiquetas.zpl ' }).nomeArquivo).toBe(
      'etiquetas.zpl',
    );
  });

  it('takes at most 2000 items', () => {
    const itens = Array.from({ length: 2001 }, (_, i) => ({ id: i + 1, quantidade: 1 }));
    expect(priceTagRequestSchema.safeParse({ ...price, itens }).success).toBe(false);
    expect(priceTagRequestSchema.safeParse({ ...price, itens: itens.slice(0, 2000) }).success).toBe(true);
  });
});

describe('boxStampRequestSchema', () => {
  it('defaults multipack to false', () => {
    expect(boxStampRequestSchema.parse(box)).toEqual({ ...box, multipack: false });
    expect(boxStampRequestSchema.parse({ ...box, multipack: true }).multipack).toBe(true);
  });

  it.each([
    ['an unknown layout', { tipoSelo: 'GRANDE' }],
    ['a lower-case layout', { tipoSelo: 'padrao' }],
    ['model 3', { modelo: 3 }],
    ['multipack as text', { multipack: 'sim' }],
    ['no item', { itens: [] }],
  ])('refuses %s', (_case, change) => {
    expect(boxStampRequestSchema.safeParse({ ...box, ...change }).success).toBe(false);
  });

  it('accepts both layouts', () => {
    expect(boxStampRequestSchema.parse({ ...box, tipoSelo: 'DETALHADO' }).tipoSelo).toBe('DETALHADO');
  });
});

describe('camicadoPdfRequestSchema', () => {
  it('takes the order and its items only', () => {
    expect(camicadoPdfRequestSchema.parse({ idPedido: '5', itens: [{ id: 1, quantidade: '3' }] })).toEqual({
      idPedido: 5,
      itens: [{ id: 1, quantidade: 3 }],
    });
    expect(camicadoPdfRequestSchema.safeParse({ idPedido: 5, itens: [] }).success).toBe(false);
  });
});
