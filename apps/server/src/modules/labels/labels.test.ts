import { boxStampBarcode, boxStampPlan, tagDownloadName, type BoxStampItem, type PriceTagItem } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp, useTokens } from '../../../test/support/test-app';
import { webGraphqlDocument } from '../../../test/support/web-graphql-documents';
import { camicadoLabelBox } from './labels-camicado.pdf';
import {
  CAMICADO,
  LOGINS,
  OTHER_CD,
  RENNER,
  SUPPLIER_B,
  YOUCOM,
  cleanUp,
  decodeEan13,
  graphql,
  makeLabelOrder,
  post,
  renderPdf,
  type LabelOrderMade,
  type Login,
} from './labels.test-support';

const t = useTestApp();
const tokens = useTokens(t, LOGINS);

const PRICE_ITEMS = await webGraphqlDocument('features/labels/api/price-tag-items.ts:PRICE_TAG_ITEMS_QUERY');
const BOX_ITEMS = await webGraphqlDocument('features/labels/api/box-stamp-items.ts:BOX_STAMP_ITEMS_QUERY');
const PRICE_URL = '/api/etiquetas/etiqueta';
const BOX_URL = '/api/etiquetas/selo';
const PDF_URL = '/api/etiquetas/gerar/pdf/Reports/etiqueta_camicado_pdf.pdf';

function priceBody(made: LabelOrderMade, model: 1 | 2 = 1, quantity = 2) {
  return {
    idPedido: made.orderId,
    itens: made.itemIds.map((id) => ({ id, quantidade: quantity })),
    nomeArquivo: 'etiquetas.zpl',
    tipoEtiqueta: model,
  };
}

/** Box quantities equal to the defaults (qtCompra): always within the tolerance. */
function boxBody(made: LabelOrderMade, model: 1 | 2 = 1, layout: 'PADRAO' | 'DETALHADO' = 'PADRAO') {
  return {
    idPedido: made.orderId,
    itens: made.items.map((i) => ({ id: i.id, quantidade: i.qtPurchase })),
    nomeArquivo: 'selos.zpl',
    multipack: false,
    tipoSelo: layout,
    modelo: model,
  };
}

function pdfBody(made: LabelOrderMade, quantity = 1) {
  return { idPedido: made.orderId, itens: made.itemIds.map((id) => ({ id, quantidade: quantity })) };
}

function formats(zpl: string): string[] {
  return zpl.match(/\^XA[\s\S]*?\^XZ/g) ?? [];
}

type PriceAnswer = { buscarItensPorPedidoIdParaEtiqueta: PriceTagItem[] };
type BoxAnswer = { buscarItensPorPedidoIdParaSeloCaixa: BoxStampItem[] };

describe('GraphQL item queries', () => {
  it('lists the items by item code with the label fields', async () => {
    const made = await makeLabelOrder(t, {
      items: [
        {
          itemCode: '1000',
          qtPurchase: 30,
          qtVolume: 3,
          qtItems: 3,
          shortDescription: 'KIT 3 MEIAS',
          salePrice: '49.90',
        },
        { itemCode: '999', qtPurchase: 12, qtVolume: 1 },
        { itemCode: '20', qtPurchase: 5, qtVolume: 1, size: 'GG', colour: 'Verde' },
      ],
    });
    const prices = await graphql<PriceAnswer>(t, tokens.fornecedor, PRICE_ITEMS, { idPedido: made.orderId });
    expect(prices.errors).toBeUndefined();
    const list = prices.data!.buscarItensPorPedidoIdParaEtiqueta;
    expect(list.map((i) => i.codItem)).toEqual(['20', '999', '1000']);
    expect(list[0]).toMatchObject({ tamanho: 'GG', cor: 'Verde', qtCompra: 5, qtVolume: 1, packNo: null });
    expect(list[2]).toMatchObject({
      id: made.itemIds[0],
      descricaoCurta: 'KIT 3 MEIAS',
      valorVenda: '49.90',
      ean: made.items[0]!.ean,
      packNo: 'PK1000',
    });

    const boxes = await graphql<BoxAnswer>(t, tokens.fornecedor, BOX_ITEMS, { idPedido: String(made.orderId) });
    expect(boxes.errors).toBeUndefined();
    const boxList = boxes.data!.buscarItensPorPedidoIdParaSeloCaixa;
    expect(boxList.map((i) => i.codItem)).toEqual(['20', '999', '1000']);
    expect(boxList[2]).toMatchObject({ qtItens: 3, tamPacoteSupp: 3, qtCompra: 30, qtVolume: 3 });
  });

  it('needs a session', async () => {
    const made = await makeLabelOrder(t);
    const answer = await graphql(t, null, PRICE_ITEMS, { idPedido: made.orderId });
    expect(answer.errors?.[0]?.extensions?.code).toBe('sessionExpired');
  });
});

describe('profiles and the bottom-bar rule', () => {
  const seeing = LOGINS.filter((l) => l !== 'fornecedor2');

  // a company user sees its company's orders only: each gets one of its own (Camicado's price tags are a PDF)
  const companies: Partial<Record<Login, number>> = { youcom: YOUCOM, camicado: CAMICADO };
  const companyOf = (login: Login) => companies[login] ?? RENNER;
  const priceTags = (login: Login, made: LabelOrderMade) =>
    companyOf(login) === CAMICADO
      ? post(t, tokens[login], PDF_URL, pdfBody(made))
      : post(t, tokens[login], PRICE_URL, priceBody(made));

  it('every profile gets price tags and box stamps of an A order it can see', async () => {
    for (const login of seeing) {
      const made = await makeLabelOrder(t, { companyId: companyOf(login) });
      const prices = await graphql<PriceAnswer>(t, tokens[login], PRICE_ITEMS, { idPedido: made.orderId });
      expect(prices.data?.buscarItensPorPedidoIdParaEtiqueta, login).toHaveLength(2);
      const boxes = await graphql<BoxAnswer>(t, tokens[login], BOX_ITEMS, { idPedido: made.orderId });
      expect(boxes.data?.buscarItensPorPedidoIdParaSeloCaixa, login).toHaveLength(2);
      expect((await priceTags(login, made)).status, login).toBe(200);
      expect((await post(t, tokens[login], BOX_URL, boxBody(made))).status, login).toBe(200);
    }
  });

  it('a D order: price tags for every profile, box stamps only for admin and logistica', async () => {
    for (const login of seeing) {
      const made = await makeLabelOrder(t, { status: 'D', companyId: companyOf(login) });
      const prices = await graphql<PriceAnswer>(t, tokens[login], PRICE_ITEMS, { idPedido: made.orderId });
      expect(prices.errors, login).toBeUndefined();
      expect((await priceTags(login, made)).status, login).toBe(200);

      const privileged = login === 'admin' || login === 'logistica';
      const boxes = await graphql<BoxAnswer>(t, tokens[login], BOX_ITEMS, { idPedido: made.orderId });
      const stamps = await post(t, tokens[login], BOX_URL, boxBody(made));
      if (privileged) {
        expect(boxes.data?.buscarItensPorPedidoIdParaSeloCaixa, login).toHaveLength(2);
        expect(stamps.status, login).toBe(200);
      } else {
        expect(boxes.errors?.[0]?.extensions?.code, login).toBe('withoutPermission');
        expect(stamps.status, login).toBe(403);
        expect(stamps.error.code, login).toBe('withoutPermission');
      }
    }
  });

  it('refuses every other status with 422 validation (reason status)', async () => {
    for (const status of ['W', 'S', 'C', 'I', 'N', 'M']) {
      const made = await makeLabelOrder(t, { status });
      const prices = await graphql(t, tokens.admin, PRICE_ITEMS, { idPedido: made.orderId });
      expect(prices.errors?.[0]?.extensions, status).toMatchObject({
        code: 'validation',
        details: { reason: 'status' },
      });
      const boxes = await graphql(t, tokens.admin, BOX_ITEMS, { idPedido: made.orderId });
      expect(boxes.errors?.[0]?.extensions?.code, status).toBe('validation');
      for (const [url, body] of [
        [PRICE_URL, priceBody(made)],
        [BOX_URL, boxBody(made)],
      ] as const) {
        const answer = await post(t, tokens.admin, url, body);
        expect(answer.status, `${status} ${url}`).toBe(422);
        expect(answer.error).toMatchObject({ code: 'validation', details: { reason: 'status' } });
      }
    }
    const camicado = await makeLabelOrder(t, { companyId: CAMICADO, status: 'N' });
    expect((await post(t, tokens.admin, PDF_URL, pdfBody(camicado))).status).toBe(422);
  });

  it('needs a session on every route', async () => {
    const made = await makeLabelOrder(t);
    for (const [url, body] of [
      [PRICE_URL, priceBody(made)],
      [BOX_URL, boxBody(made)],
      [PDF_URL, pdfBody(made)],
    ] as const) {
      const answer = await post(t, null, url, body);
      expect(answer.status, url).toBe(401);
      expect(answer.error.code).toBe('sessionExpired');
    }
  });
});

describe('two suppliers and the logistics CD', () => {
  it('another supplier’s order answers 404 notFound on every query and route', async () => {
    const ofA = await makeLabelOrder(t);
    const ofB = await makeLabelOrder(t, { supplierId: SUPPLIER_B });
    const camicadoOfA = await makeLabelOrder(t, { companyId: CAMICADO });
    for (const [login, made] of [
      ['fornecedor2', ofA],
      ['fornecedor', ofB],
      ['fornecedor2', camicadoOfA],
    ] as const) {
      const prices = await graphql(t, tokens[login], PRICE_ITEMS, { idPedido: made.orderId });
      expect(prices.errors?.[0]?.extensions?.code, login).toBe('notFound');
      expect(prices.data).toBeNull();
      const boxes = await graphql(t, tokens[login], BOX_ITEMS, { idPedido: made.orderId });
      expect(boxes.errors?.[0]?.extensions?.code, login).toBe('notFound');
      for (const [url, body] of [
        [PRICE_URL, priceBody(made)],
        [BOX_URL, boxBody(made)],
        [PDF_URL, pdfBody(made)],
      ] as const) {
        const answer = await post(t, tokens[login], url, body);
        expect(answer.status, `${login} ${url}`).toBe(404);
        expect(answer.error.code).toBe('notFound');
        expect(answer.text).not.toContain(made.items[0]!.ean);
      }
    }
    // and each sees its own
    expect((await post(t, tokens.fornecedor2, PRICE_URL, priceBody(ofB))).status).toBe(200);
    expect((await post(t, tokens.fornecedor, PDF_URL, pdfBody(camicadoOfA))).status).toBe(200);
  });

  it('logistics sees only the orders of its CD; a missing order is the same 404', async () => {
    const elsewhere = await makeLabelOrder(t, { cdId: OTHER_CD });
    const prices = await graphql(t, tokens.logistica, PRICE_ITEMS, { idPedido: elsewhere.orderId });
    expect(prices.errors?.[0]?.extensions?.code).toBe('notFound');
    expect((await post(t, tokens.logistica, BOX_URL, boxBody(elsewhere))).status).toBe(404);
    expect((await post(t, tokens.admin, BOX_URL, boxBody(elsewhere))).status).toBe(200);
    const missing = await post(t, tokens.admin, PRICE_URL, { ...priceBody(elsewhere), idPedido: 9_999_999_999 });
    expect(missing.status).toBe(404);
  });
});

describe('outputs per company and nature', () => {
  const cases: { company: number; nature: string; zpl: boolean; pdf: boolean }[] = [
    { company: RENNER, nature: 'Normal', zpl: true, pdf: false },
    { company: RENNER, nature: 'Amostra', zpl: true, pdf: false },
    { company: CAMICADO, nature: 'Normal', zpl: false, pdf: true },
    { company: CAMICADO, nature: 'Importado', zpl: false, pdf: true },
    { company: CAMICADO, nature: 'Amostra', zpl: false, pdf: false },
    { company: YOUCOM, nature: 'Normal', zpl: true, pdf: false },
    { company: YOUCOM, nature: 'Amostra', zpl: false, pdf: false },
    { company: YOUCOM, nature: 'Bonificado MKT', zpl: false, pdf: false },
  ];

  for (const c of cases) {
    it(`company ${c.company} ${c.nature}: price tags ${c.zpl ? 'zpl/txt' : c.pdf ? 'pdf' : 'none'}; box stamps zpl/txt`, async () => {
      const made = await makeLabelOrder(t, { companyId: c.company, nature: c.nature });
      for (const model of [1, 2] as const) {
        const answer = await post(t, tokens.admin, PRICE_URL, priceBody(made, model));
        if (c.zpl) expect(answer.status, `model ${model}`).toBe(200);
        else expect(answer.error.code, `model ${model}`).toBe('tagOutputNotAllowed');
        if (!c.zpl) expect(answer.status).toBe(422);
        expect((await post(t, tokens.admin, BOX_URL, boxBody(made, model))).status, `box model ${model}`).toBe(200);
      }
      const pdf = await post(t, tokens.admin, PDF_URL, pdfBody(made));
      if (c.pdf) {
        expect(pdf.status).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.headers['content-disposition']).toContain('filename="etiqueta_camicado_pdf.pdf"');
      } else {
        expect(pdf.status).toBe(422);
        expect(pdf.error).toMatchObject({ code: 'tagOutputNotAllowed', details: { idPedido: made.orderId } });
      }
    });
  }
});

describe('price tags', () => {
  it('answers the ZPL as a download named by tagDownloadName', async () => {
    const made = await makeLabelOrder(t, {
      items: [
        { itemCode: '700002', qtPurchase: 40, qtVolume: 2, shortDescription: 'SAIA ^MIDI~ _LISA', salePrice: '1299.5' },
        { itemCode: '700001', qtPurchase: 10, qtVolume: 1, size: 'P', colour: 'Rosa' },
      ],
    });
    const answer = await post(t, tokens.fornecedor, PRICE_URL, {
      idPedido: made.orderId,
      itens: [
        { id: made.itemIds[0], quantidade: '40' },
        { id: made.itemIds[1], quantidade: 3 },
      ],
      nomeArquivo: 'etiquetas.zpl',
      tipoEtiqueta: 1,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(tagDownloadName('etiquetas.zpl', made.orderId)).toBe(`etiquetas_${made.orderId}.txt`);
    expect(answer.headers['content-disposition']).toContain(`filename="etiquetas_${made.orderId}.txt"`);
    expect(answer.headers['cache-control']).toContain('no-store');
    const blocks = formats(answer.text);
    expect(answer.text.match(/\^XA/g)).toHaveLength(2);
    expect(answer.text.match(/\^XZ/g)).toHaveLength(2);
    // item-code order: 700001 first
    expect(blocks.map((b) => Number(/\^PQ(\d+)/.exec(b)![1]))).toEqual([3, 40]);
    expect(blocks.map((b) => /\^BEN,\d+,Y,N\^FD(\d+)\^FS/.exec(b)![1])).toEqual([
      made.items[1]!.ean.slice(0, 12),
      made.items[0]!.ean.slice(0, 12),
    ]);
    expect(blocks[1]).toContain('^FH^FDSAIA _5EMIDI_7E _5FLISA^FS');
    expect(blocks[1]).toContain('^FDR$ 1.299,50^FS');
    expect(blocks[0]).toContain('^FDP | Rosa^FS');
  });

  it('answers TXT lines for model 2', async () => {
    const made = await makeLabelOrder(t);
    const answer = await post(t, tokens.usuario, PRICE_URL, { ...priceBody(made, 2, 5), nomeArquivo: 'precos.txt' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toContain(`filename="precos_${made.orderId}.txt"`);
    const rows = answer.text.split('\r\n');
    expect(rows[0]).toBe('CODIGO;DESCRICAO;TAMANHO;COR;PRECO;EAN;QUANTIDADE');
    expect(rows.slice(1, 3)).toEqual([
      `500123;CAMISETA BASICA;M;Azul;R$ 79,90;${made.items[0]!.ean};5`,
      `500130;CALCA JEANS;40;Preto;R$ 79,90;${made.items[1]!.ean};5`,
    ]);
    expect(rows[3]).toBe('');
  });

  it('refuses a quantity above qtCompra with priceTagQuantityExceeded and the item ids', async () => {
    const made = await makeLabelOrder(t);
    const answer = await post(t, tokens.fornecedor, PRICE_URL, {
      ...priceBody(made),
      itens: [
        { id: made.items[0]!.id, quantidade: made.items[0]!.qtPurchase },
        { id: made.items[1]!.id, quantidade: made.items[1]!.qtPurchase + 1 },
      ],
    });
    expect(answer.status).toBe(422);
    expect(answer.error).toMatchObject({ code: 'priceTagQuantityExceeded', details: { itens: [made.items[1]!.id] } });
    const pdfOrder = await makeLabelOrder(t, { companyId: CAMICADO });
    const pdf = await post(t, tokens.camicado, PDF_URL, {
      idPedido: pdfOrder.orderId,
      itens: [{ id: pdfOrder.items[0]!.id, quantidade: pdfOrder.items[0]!.qtPurchase + 1 }],
    });
    expect(pdf.error).toMatchObject({ code: 'priceTagQuantityExceeded', details: { itens: [pdfOrder.items[0]!.id] } });
  });

  it('refuses an item of another order with 422 and the item ids', async () => {
    const made = await makeLabelOrder(t);
    const other = await makeLabelOrder(t);
    for (const [url, body] of [
      [
        PRICE_URL,
        {
          ...priceBody(made),
          itens: [
            { id: made.itemIds[0], quantidade: 1 },
            { id: other.itemIds[0], quantidade: 1 },
          ],
        },
      ],
      [BOX_URL, { ...boxBody(made), itens: [{ id: other.itemIds[1], quantidade: 60 }] }],
    ] as const) {
      const answer = await post(t, tokens.admin, url, body);
      expect(answer.status, url).toBe(422);
      expect(answer.error.code).toBe('validation');
      expect(answer.error.details).toMatchObject({ reason: 'itemNotInOrder' });
      expect((answer.error.details as { itens: number[] }).itens).toHaveLength(1);
    }
  });

  it('refuses malformed bodies with 400 and an unknown {tipoTag} with 404 notFound', async () => {
    const made = await makeLabelOrder(t);
    const bad = await post(t, tokens.admin, PRICE_URL, {
      ...priceBody(made),
      itens: [{ id: made.itemIds[0], quantidade: '1a' }],
    });
    expect(bad.status).toBe(400);
    const zero = await post(t, tokens.admin, PRICE_URL, {
      ...priceBody(made),
      itens: [{ id: made.itemIds[0], quantidade: 0 }],
    });
    expect(zero.status).toBe(400);
    const model = await post(t, tokens.admin, PRICE_URL, { ...priceBody(made), tipoEtiqueta: 3 });
    expect(model.status).toBe(400);
    const folder = await post(t, tokens.admin, PRICE_URL, { ...priceBody(made), nomeArquivo: '../x.txt' });
    expect(folder.status).toBe(400);
    const unknown = await post(t, tokens.admin, '/api/etiquetas/adesivo', priceBody(made));
    expect(unknown.status).toBe(404);
    expect(unknown.error.code).toBe('notFound');
  });

  it('answers tag010 when the label cannot be generated (an invalid EAN)', async () => {
    const made = await makeLabelOrder(t, {
      items: [{ itemCode: '800001', qtPurchase: 5, qtVolume: 1, ean: '7891999999990' }],
    });
    const answer = await post(t, tokens.admin, PRICE_URL, priceBody(made, 1, 1));
    expect(answer.status).toBe(500);
    expect(answer.error.code).toBe('tag010');
    expect(answer.error.message).not.toMatch(/RangeError|EAN-13 takes/);
  });
});

describe('box stamps', () => {
  it('refuses quantities outside 5 % of the default with boxTagVolumeWarning and the item ids', async () => {
    const made = await makeLabelOrder(t, {
      items: [
        { itemCode: '600001', qtPurchase: 100, qtVolume: 4 },
        { itemCode: '600002', qtPurchase: 100, qtVolume: 4 },
        { itemCode: '600003', qtPurchase: 100, qtVolume: 4 },
      ],
    });
    const [a, b, c] = made.itemIds as [number, number, number];
    const send = (quantities: [number, number][]) =>
      post(t, tokens.fornecedor, BOX_URL, {
        ...boxBody(made),
        itens: quantities.map(([id, quantidade]) => ({ id, quantidade })),
      });
    // 95 and 105 are the edges
    expect(
      (
        await send([
          [a, 95],
          [b, 105],
          [c, 100],
        ])
      ).status,
    ).toBe(200);
    const refused = await send([
      [a, 94],
      [b, 100],
      [c, 106],
    ]);
    expect(refused.status).toBe(422);
    expect(refused.error).toMatchObject({ code: 'boxTagVolumeWarning', details: { itens: [a, c] } });
  });

  it('a multipack stamp counts packs: qtCompra / qtItens', async () => {
    const made = await makeLabelOrder(t, {
      items: [{ itemCode: '610001', qtPurchase: 60, qtVolume: 2, qtItems: 3, shortDescription: 'KIT 3 CUECAS' }],
    });
    const body = (quantidade: number, multipack: boolean) => ({
      ...boxBody(made, 1, 'DETALHADO'),
      multipack,
      itens: [{ id: made.itemIds[0], quantidade }],
    });
    const packs = await post(t, tokens.fornecedor, BOX_URL, body(20, true));
    expect(packs.status).toBe(200);
    expect(formats(packs.text)).toHaveLength(2);
    expect(packs.text).toContain('^FDQTD PACOTES: 10^FS');
    expect(packs.text).toContain('^FDPACK: PK610001 (3 PÇ)^FS');
    const units = await post(t, tokens.fornecedor, BOX_URL, body(20, false));
    expect(units.error).toMatchObject({ code: 'boxTagVolumeWarning', details: { itens: made.itemIds } });
    expect((await post(t, tokens.fornecedor, BOX_URL, body(22, true))).error.code).toBe('boxTagVolumeWarning');
  });

  for (const layout of ['PADRAO', 'DETALHADO'] as const) {
    it(`${layout}: one ZPL format per box following boxStampPlan, Code 128 of boxStampBarcode`, async () => {
      const made = await makeLabelOrder(t, {
        items: [
          { itemCode: '620002', qtPurchase: 50, qtVolume: 3 },
          { itemCode: '620001', qtPurchase: 8, qtVolume: 1, shortDescription: 'BLUSA_RENDA^' },
        ],
      });
      const quantities = new Map([
        [made.itemIds[0]!, 52],
        [made.itemIds[1]!, 8],
      ]);
      const answer = await post(t, tokens.admin, BOX_URL, {
        ...boxBody(made, 1, layout),
        nomeArquivo: 'caixas',
        itens: [...quantities].map(([id, quantidade]) => ({ id, quantidade })),
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-disposition']).toContain(`filename="caixas_${made.orderId}.txt"`);
      // item-code order: 620001 then 620002
      const byCode = [made.items[1]!, made.items[0]!];
      const expected = byCode.flatMap((item) =>
        boxStampPlan({ qtVolume: item.qtVolume }, quantities.get(item.id)!).map((box) => ({ item, box })),
      );
      // 50 planned in 3 boxes: 52 are spread over the same 3 boxes (18, 17, 17)
      expect(expected).toHaveLength(1 + 3);
      const blocks = formats(answer.text);
      expect(answer.text.match(/\^XA/g)).toHaveLength(expected.length);
      expect(blocks).toHaveLength(expected.length);
      blocks.forEach((block, i) => {
        const { item, box } = expected[i]!;
        expect(block).toContain('^PQ1,');
        expect(block).toContain(`^FDCAIXA ${box.box}/${box.boxes}^FS`);
        expect(block).toContain(`^FDQTD: ${box.quantity}^FS`);
        expect(/\^BCN,\d+,Y,N,N,A\^FD([^^]+)\^FS/.exec(block)![1]).toBe(
          boxStampBarcode(made.orderId, item.itemCode, box.box),
        );
      });
      if (layout === 'DETALHADO') expect(blocks[0]).toContain('^FDDESCRIÇÃO: BLUSA_5FRENDA_5E^FS');
    });
  }

  it('answers one TXT line per box for model 2', async () => {
    const made = await makeLabelOrder(t, { items: [{ itemCode: '630001', qtPurchase: 30, qtVolume: 3 }] });
    const answer = await post(t, tokens.logistica, BOX_URL, boxBody(made, 2));
    expect(answer.status).toBe(200);
    const rows = answer.text.split('\r\n').slice(0, -1);
    expect(rows[0]).toBe('PEDIDO;FORNECEDOR;CD;ITEM;DESCRICAO;QTD_CAIXA;CAIXA;TOTAL_CAIXAS;CODIGO_BARRAS');
    expect(rows).toHaveLength(4);
    rows.slice(1).forEach((row, i) => {
      const cells = row.split(';');
      expect(cells).toHaveLength(9);
      expect(cells[0]).toBe(String(made.orderId));
      expect(cells[1]).toMatch(/^104512 - /);
      expect(cells.slice(3)).toEqual([
        '630001',
        'PRODUTO TESTE',
        '10',
        String(i + 1),
        '3',
        boxStampBarcode(made.orderId, '630001', i + 1),
      ]);
    });
  });
});

describe('Camicado PDF', () => {
  it('answers an A4 label sheet whose barcodes scan as the items’ EANs', async () => {
    const made = await makeLabelOrder(t, {
      companyId: CAMICADO,
      items: [
        {
          itemCode: '900001',
          qtPurchase: 30,
          qtVolume: 2,
          shortDescription: 'PRATO RASO PORCELANA 27 CM',
          salePrice: '89.90',
        },
        { itemCode: '900002', qtPurchase: 30, qtVolume: 2, shortDescription: 'CANECA 350 ML', salePrice: '39.90' },
      ],
    });
    const answer = await post(t, tokens.camicado, PDF_URL, {
      idPedido: made.orderId,
      itens: [
        { id: made.itemIds[0], quantidade: 22 },
        { id: made.itemIds[1], quantidade: 4 },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, dir } = await renderPdf(answer.raw);
    try {
      expect(pages).toHaveLength(2);
      expect(decodeEan13(pages[0]!, camicadoLabelBox(0))).toBe(made.items[0]!.ean);
      expect(decodeEan13(pages[0]!, camicadoLabelBox(21))).toBe(made.items[0]!.ean);
      expect(decodeEan13(pages[0]!, camicadoLabelBox(22))).toBe(made.items[1]!.ean);
      expect(decodeEan13(pages[1]!, camicadoLabelBox(1))).toBe(made.items[1]!.ean);
      expect(decodeEan13(pages[1]!, camicadoLabelBox(2))).toBeNull();
    } finally {
      await cleanUp(dir);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the three label routes with their tags, security and refusals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json<{
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[]; responses?: object }>>;
    }>().paths;
    for (const path of [
      '/api/etiquetas/etiqueta',
      '/api/etiquetas/selo',
      '/api/etiquetas/gerar/pdf/Reports/etiqueta_camicado_pdf.pdf',
    ]) {
      const post = paths[path]?.post;
      expect([path, post?.tags]).toEqual([path, ['labels']]);
      expect(post?.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(post?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '400', '401', '403', '404', '422', '500']),
      );
    }
  });
});
