import type { labelsPtBR } from './labels.pt-BR';

export const labelsEsES: typeof labelsPtBR = {
  back: 'Volver a los pedidos',
  retry: 'Intentar de nuevo',
  loadingOrder: 'Cargando el pedido…',
  loadingItems: 'Cargando los artículos…',
  orderError: 'No se pudo cargar el pedido',
  itemsError: 'No se pudieron cargar los artículos del pedido',
  noOrder: {
    title: 'Ningún pedido informado',
    text: 'Para generar etiquetas, seleccione un pedido en la consulta de pedidos y use el botón de etiqueta de la barra inferior.',
    toMain: 'Ir a la consulta de pedidos',
  },
  notFound: {
    title: 'Pedido no encontrado',
    text: 'El pedido {{id}} no existe o no está disponible para su usuario.',
  },
  noItems: {
    title: 'Ningún artículo para etiquetar',
    text: 'Este pedido no tiene artículos para los que generar etiquetas.',
  },
  order: {
    label: 'Resumen del pedido',
    number: 'Pedido',
    company: 'Empresa',
    nature: 'Naturaleza',
    status: 'Estado',
    supplier: 'Proveedor',
    cd: 'CD: {{name}}',
  },
  block: {
    title: 'No es posible generar etiquetas para este pedido',
    permission: 'Su perfil no tiene permiso para generar estas etiquetas.',
    selectOne: 'Seleccione exactamente un pedido.',
    selectAtLeastOne: 'Seleccione al menos un pedido.',
    status: 'Las etiquetas solo se pueden generar para pedidos con estado A (Aprobado) o D (Entregado).',
    adminPermission:
      'Los sellos de caja de un pedido entregado (estado D) requieren el permiso de impresión administrativa.',
  },
  table: {
    selectAll: 'Seleccionar todos los artículos',
    select: 'Seleccionar el artículo {{code}}',
    code: 'Código',
    description: 'Descripción',
    size: 'Talla',
    colour: 'Color',
    price: 'Precio',
    ean: 'EAN',
    qtCompra: 'Cant. comprada',
    qtItens: 'Artículos por paquete',
    qtVolume: 'Bultos',
    default: 'Estándar',
    quantity: 'Cantidad',
    quantityOf: 'Cantidad del artículo {{code}}',
    boxes: 'Cajas',
  },
  priceTag: {
    title: 'Etiquetas de precio',
    titleOrder: 'Etiquetas de precio del pedido {{id}}',
    itemsTitle: 'Artículos del pedido',
    selectItems: 'Seleccione al menos un artículo para generar las etiquetas.',
    quantityMissing: 'Indique la cantidad de etiquetas de cada artículo seleccionado.',
    table: {
      caption:
        'Artículos del pedido. Marque los artículos e indique cuántas etiquetas imprimir (como máximo la cantidad comprada).',
    },
  },
  boxTag: {
    title: 'Sellos de caja',
    titleOrder: 'Sellos de caja del pedido {{id}}',
    itemsTitle: 'Artículos del pedido',
    selectItems: 'Seleccione al menos un artículo para generar los sellos.',
    fixMarked: 'Corrija las cantidades de los artículos marcados ({{n}}) para generar los sellos.',
    quantityRequired: 'Indique la cantidad (entre {{min}} y {{max}}).',
    outOfTolerance: '{{message}} Permitido: de {{min}} a {{max}}.',
    table: {
      caption:
        'Artículos del pedido. La cantidad de cada artículo puede variar hasta un 5 % del estándar (la cantidad comprada).',
      captionMultipack:
        'Artículos del pedido en multipack. La cantidad de paquetes puede variar hasta un 5 % del estándar (cantidad comprada ÷ artículos por paquete).',
    },
    options: {
      title: 'Sello',
      layout: 'Diseño del sello',
      layouts: {
        PADRAO: {
          label: 'Estándar (100 × 50 mm)',
          description: 'Pedido, proveedor, CD, artículo, cantidad en la caja, número de caja y código de barras.',
        },
        DETALHADO: {
          label: 'Detallado (100 × 100 mm)',
          description: 'Todo lo del estándar, más la descripción, la talla y el color del artículo.',
        },
      },
      multipack: 'Sello multipack',
      multipackHint:
        'Cuenta paquetes en lugar de piezas: el estándar pasa a ser la cantidad comprada ÷ artículos por paquete.',
    },
  },
  output: {
    title: 'Generar etiquetas',
    kind: 'Formato',
    outputs: {
      zpl: 'Zebra (ZPL)',
      txt: 'TXT',
      pdf: 'PDF',
    },
    pdfHint: 'Las etiquetas de Camicado se generan en PDF, en hojas A4, para imprimir en cualquier impresora.',
    fileName: 'Nombre del archivo',
    finalName: 'El archivo se guardará como {{name}}',
    fileNameProblem: {
      required: 'Indique el nombre del archivo.',
      invalid: 'Use un nombre sin carpetas ni los caracteres \\ / : * ? " < > | (hasta 120 caracteres).',
    },
    print: 'Imprimir',
    download: 'Descargar archivo',
    cancel: 'Cancelar descarga',
    progress: 'Descargando: {{percent}}%',
    received: 'Descargando: {{kb}} KB recibidos',
    unavailable: 'La generación de etiquetas no está disponible para este pedido.',
    downloaded: 'Archivo {{name}} descargado.',
  },
};
