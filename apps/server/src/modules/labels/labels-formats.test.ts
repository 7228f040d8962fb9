import { boxStampBarcode, boxStampPlan, formatTagPrice, type BoxStampItem, type PriceTagItem } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { CAMICADO_LABELS_PER_PAGE, camicadoLabelBox, camicadoTagsPdf } from './labels-camicado.pdf';
import type { BoxStampLine, LabelOrder, PriceTagLine } from './labels.model';
import { cleanUp, decodeEan13, newEan, renderPdf } from './labels.test-support';
import { BOX_STAMP_TXT_HEADER, PRICE_TAG_TXT_HEADER, boxStampsTxt, priceTagsTxt } from './labels.txt';
import { boxStampsZpl, eanBody, priceTagsZpl, zplText } from './labels.zpl';

/** The generators alone (pure functions): ZPL II, TXT and Camicado's PDF sheet read back by a barcode reader. */

function priceItem(id: number, overrides: Partial<PriceTagItem> = {}): PriceTagItem {
  return {
    id,
    codItem: String(500_000 + id),
    packNo: null,
    descricaoCurta: `PRODUTO ${id}`,
    qtVolume: 4,
    qtCompra: 100,
    tamanho: 'M',
    cor: 'Azul',
    ean: newEan(),
    valorVenda: '129.90',
    ...overrides,
  };
}

function boxItem(id: number, overrides: Partial<BoxStampItem> = {}): BoxStampItem {
  const { valorVenda: _price, ...base } = priceItem(id);
  return { ...base, qtItens: 1, tamPacoteSupp: 1, ...overrides };
}

const ORDER: LabelOrder = { id: 987654, supplierId: 104512, supplierName: 'Confecções Vale', cdName: 'CD Cabreúva' };

/** The label formats of a ZPL document, each from ^XA to ^XZ. */
function formats(zpl: string): string[] {
  return zpl.match(/\^XA[\s\S]*?\^XZ/g) ?? [];
}

describe('ZPL price tags', () => {
  const lines: PriceTagLine[] = [
    { item: priceItem(1, { valorVenda: '1234.5' }), quantity: 7 },
    { item: priceItem(2), quantity: 1 },
  ];
  const zpl = priceTagsZpl(lines);

  it('has one closed format per item, UTF-8, 50 × 30 mm, printed quantity times', () => {
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl.match(/\^XZ/g)).toHaveLength(2);
    const blocks = formats(zpl);
    expect(blocks).toHaveLength(2);
    for (const block of blocks) {
      expect(block).toContain('^CI28');
      expect(block).toContain('^PW400');
      expect(block).toContain('^LL240');
    }
    expect(blocks.map((b) => Number(/\^PQ(\d+)/.exec(b)![1]))).toEqual([7, 1]);
  });

  it('prints code, description, size and colour, the price and the EAN body in ^BE', () => {
    const [first] = formats(zpl);
    expect(first).toContain(`^FD${lines[0]!.item.codItem}^FS`);
    expect(first).toContain('^FDR$ 1.234,50^FS');
    expect(first).toContain('^FDPRODUTO 1^FS');
    expect(first).toContain('^FDM | Azul^FS');
    expect(/\^BEN,\d+,Y,N\^FD(\d+)\^FS/.exec(first!)![1]).toBe(lines[0]!.item.ean.slice(0, 12));
  });

  it('escapes ^, ~, _ and \\ with ^FH so data can never start a command', () => {
    expect(zplText('A^B~C_D\\E')).toBe('A_5EB_7EC_5FD_5CE');
    expect(zplText('linha 1\r\nlinha 2')).toBe('linha 1 linha 2');
    const zplOf = priceTagsZpl([{ item: priceItem(3, { descricaoCurta: 'SAIA ^XZ~JR_1' }), quantity: 1 }]);
    expect(formats(zplOf)).toHaveLength(1);
    expect(zplOf.match(/\^XZ/g)).toHaveLength(1);
    expect(zplOf).toContain('^FH^FDSAIA _5EXZ_7EJR_5F1^FS');
    expect(zplOf).not.toContain('~JR');
    // every text field is hex-escaped
    for (const match of zplOf.matchAll(/\^A0N[^\n]*/g)) expect(match[0]).toContain('^FH^FD');
  });

  it('takes the EAN body from 12 or 13 digits and refuses an invalid EAN', () => {
    expect(eanBody('7891999000019')).toBe('789199900001');
    expect(eanBody('789199900001')).toBe('789199900001');
    expect(() => eanBody('7891999000010')).toThrow(RangeError);
    expect(() => priceTagsZpl([{ item: priceItem(4, { ean: '123' }), quantity: 1 }])).toThrow(RangeError);
  });
});

describe('ZPL box stamps', () => {
  const lines: BoxStampLine[] = [
    { item: boxItem(1, { qtCompra: 100, qtVolume: 4 }), quantity: 103 },
    { item: boxItem(2, { qtCompra: 10, qtVolume: 1 }), quantity: 10 },
  ];

  for (const layout of ['PADRAO', 'DETALHADO'] as const) {
    it(`${layout}: one format per box with ^PQ1, "CAIXA n/N" and Code 128 of boxStampBarcode`, () => {
      const zpl = boxStampsZpl(ORDER, lines, layout, false);
      const expected = lines.flatMap((l) => boxStampPlan(l.item, l.quantity).map((box) => ({ l, box })));
      const blocks = formats(zpl);
      expect(zpl.match(/\^XA/g)).toHaveLength(expected.length);
      expect(blocks).toHaveLength(expected.length);
      blocks.forEach((block, i) => {
        const { l, box } = expected[i]!;
        expect(block).toContain('^PQ1,');
        expect(block).toContain(`^LL${layout === 'PADRAO' ? 400 : 800}`);
        expect(block).toContain(`^FDCAIXA ${box.box}/${box.boxes}^FS`);
        expect(block).toContain(`^FDQTD: ${box.quantity}^FS`);
        expect(block).toContain(`^FDPEDIDO: ${ORDER.id}^FS`);
        expect(block).toContain(`^FDITEM: ${l.item.codItem}^FS`);
        expect(/\^BCN,\d+,Y,N,N,A\^FD([^^]+)\^FS/.exec(block)![1]).toBe(
          boxStampBarcode(ORDER.id, l.item.codItem, box.box),
        );
        if (layout === 'DETALHADO') {
          expect(block).toContain(`^FDDESCRIÇÃO: ${l.item.descricaoCurta}^FS`);
          expect(block).toContain(`^FDCOR: ${l.item.cor}^FS`);
        } else {
          expect(block).not.toContain('DESCRIÇÃO');
        }
      });
      // 100 planned in 4 boxes: boxes of 25, so 103 fill four and a fifth with the rest
      expect(expected.filter((e) => e.l === lines[0]).map((e) => e.box.quantity)).toEqual([26, 26, 26, 25]);
    });
  }

  it('counts packs for a multipack stamp and escapes the supplier name', () => {
    const order = { ...ORDER, supplierName: 'Malharia ^A~B_C' };
    const zpl = boxStampsZpl(
      order,
      [{ item: boxItem(5, { qtCompra: 30, qtItens: 3, qtVolume: 2, packNo: 'PK5' }), quantity: 10 }],
      'DETALHADO',
      true,
    );
    expect(formats(zpl)).toHaveLength(2);
    expect(zpl).toContain('^FDQTD PACOTES: 5^FS');
    expect(zpl).toContain('^FDPACK: PK5 (3 PÇ)^FS');
    expect(zpl).toContain('Malharia _5EA_7EB_5FC');
  });
});

describe('TXT', () => {
  it('price tags: header and one CRLF line per item, ; and line breaks become spaces', () => {
    const txt = priceTagsTxt([
      { item: priceItem(1, { descricaoCurta: 'BLUSA; MANGA\nLONGA', valorVenda: '79.9' }), quantity: 3 },
      { item: priceItem(2), quantity: 12 },
    ]);
    expect(txt.endsWith('\r\n')).toBe(true);
    const rows = txt.split('\r\n').slice(0, -1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toBe(PRICE_TAG_TXT_HEADER.join(';'));
    expect(txt.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const first = rows[1]!.split(';');
    expect(first).toHaveLength(7);
    expect(first.slice(1, 5)).toEqual(['BLUSA MANGA LONGA', 'M', 'Azul', formatTagPrice('79.9')]);
    expect(first[6]).toBe('3');
    expect(rows[2]!.split(';')[6]).toBe('12');
  });

  it('box stamps: one line per box with the ZPL’s boxes and barcodes', () => {
    const item = boxItem(1, { qtCompra: 40, qtVolume: 4, descricaoCurta: 'CASACO;LÃ' });
    const txt = boxStampsTxt(ORDER, [{ item, quantity: 40 }]);
    const rows = txt.split('\r\n').slice(0, -1);
    expect(rows[0]).toBe(BOX_STAMP_TXT_HEADER.join(';'));
    expect(rows.slice(1)).toEqual(
      [1, 2, 3, 4].map((n) =>
        [
          ORDER.id,
          `${ORDER.supplierId} - ${ORDER.supplierName}`,
          ORDER.cdName,
          item.codItem,
          'CASACO LÃ',
          10,
          n,
          4,
          boxStampBarcode(ORDER.id, item.codItem, n),
        ].join(';'),
      ),
    );
  });
});

describe('Camicado PDF sheet', () => {
  it('puts 24 labels on an A4 page and a scanner reads each item’s EAN-13', async () => {
    const lines: PriceTagLine[] = [
      {
        item: priceItem(1, {
          descricaoCurta: 'PRATO RASO PORCELANA BRANCA 27 CM COLEÇÃO PRIMAVERA',
          valorVenda: '1234.5',
        }),
        quantity: 20,
      },
      { item: priceItem(2, { descricaoCurta: 'CANECA', valorVenda: '29.9' }), quantity: 6 },
    ];
    const pdf = await camicadoTagsPdf(lines, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    const { pages, dir } = await renderPdf(pdf);
    try {
      expect(pages).toHaveLength(2);
      // A4 at 200 dpi
      expect(pages[0]!.png.width).toBeGreaterThan(1600);
      expect(pages[0]!.png.height).toBeGreaterThan(2300);
      const read = (index: number) =>
        decodeEan13(pages[Math.floor(index / CAMICADO_LABELS_PER_PAGE)]!, camicadoLabelBox(index));
      expect(read(0)).toBe(lines[0]!.item.ean);
      expect(read(19)).toBe(lines[0]!.item.ean);
      expect(read(20)).toBe(lines[1]!.item.ean);
      expect(read(23)).toBe(lines[1]!.item.ean);
      expect(read(24)).toBe(lines[1]!.item.ean);
      expect(read(25)).toBe(lines[1]!.item.ean);
      // the rest of the last page stays blank: nothing to read
      expect(read(26)).toBeNull();
    } finally {
      await cleanUp(dir);
    }
  });

  it('keeps every label inside its slot of the sheet', () => {
    const last = camicadoLabelBox(CAMICADO_LABELS_PER_PAGE - 1);
    expect(last.x + last.width).toBeLessThanOrEqual(595.28);
    expect(last.y + last.height).toBeLessThanOrEqual(841.89);
    expect(camicadoLabelBox(CAMICADO_LABELS_PER_PAGE)).toEqual(camicadoLabelBox(0));
  });

  it('refuses an invalid EAN (the service turns it into tag010)', async () => {
    await expect(camicadoTagsPdf([{ item: priceItem(9, { ean: '7891999000010' }), quantity: 1 }])).rejects.toThrow(
      RangeError,
    );
  });
});
