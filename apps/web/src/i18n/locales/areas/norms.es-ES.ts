import type { normsPtBR } from './norms.pt-BR';

export const normsEsES: typeof normsPtBR = {
  list: {
    intro:
      'Las normas con las que se auditan las declaraciones del productor. Solo las normas activas se ofrecen a nuevas declaraciones.',
    new: 'Nueva norma',
    results: 'Normas',
    tableLabel: 'Lista de normas',
    count_one: '{{count}} norma',
    count_other: '{{count}} normas',
    columns: {
      code: 'Código',
      description: 'Descripción',
      createdAt: 'Registro',
      active: 'Activa',
      actions: 'Acciones',
    },
    edit: 'Editar',
    editLabel: 'Editar la norma {{name}}',
    view: 'Ver',
    viewLabel: 'Ver la norma {{name}}',
    loading: 'Cargando normas…',
    error: 'No se pudieron cargar las normas.',
    retry: 'Intentar de nuevo',
    empty: 'Ninguna norma registrada.',
    emptyText: 'Registre la primera norma con el botón “Nueva norma”.',
  },
  details: {
    back: 'Volver a la lista de normas',
    newIntro: 'Nueva norma: informe el código y la descripción.',
    readOnly: 'Solo lectura: el administrador edita las normas.',
    loading: 'Cargando la norma…',
    notFound: 'Norma no encontrada.',
    noIdText: 'Abra una norma desde la lista de normas o registre una nueva.',
    error: 'No se pudo cargar la norma.',
    retry: 'Intentar de nuevo',
    form: {
      title: 'Datos de la norma',
      save: 'Guardar',
      saveHint: 'Complete el código y la descripción para guardar.',
    },
    fields: { codigo: 'Código', descricao: 'Descripción', ativo: 'Activa' },
    placeholders: { codigo: 'ABNT NBR 15800', descricao: 'Vestuario - Referencias de medidas del cuerpo humano' },
    problems: {
      tooLong: 'Use como máximo {{max}} caracteres.',
      normCodeTaken: 'Ya existe una norma con este código.',
      invalid: 'Valor no válido.',
    },
  },
};
