import type { LeftoverProblem } from '@portal/domain';

/**
 * Refusals of a leftover save also travel as one message with a segment per language
 * ("[pt-br]…;[en-us]…;[es-es]…;", spec 000 §8), which the web shows with pickLanguageSegment.
 * A segment ends at ';', so the texts never contain one.
 */
type Texts = Record<'pt-br' | 'en-us' | 'es-es', string>;

function segments(texts: Texts): string {
  return Object.entries(texts)
    .map(([language, text]) => `[${language}]${text.replace(/;/g, ',')};`)
    .join('');
}

export function alreadyRecordedSegments(orderId: number): string {
  return segments({
    'pt-br': `Já existe um registro de resto/sobra para o pedido ${orderId}.`,
    'en-us': `A leftover record already exists for order ${orderId}.`,
    'es-es': `Ya existe un registro de restos/sobras para el pedido ${orderId}.`,
  });
}

const PROBLEM_TEXTS: Record<LeftoverProblem['reason'], Texts> = {
  unknownItem: {
    'pt-br': 'não pertence ao pedido',
    'en-us': 'is not an item of the order',
    'es-es': 'no es del pedido',
  },
  duplicate: {
    'pt-br': 'informado mais de uma vez',
    'en-us': 'sent more than once',
    'es-es': 'enviado más de una vez',
  },
  aboveMax: {
    'pt-br': 'quantidade acima do máximo permitido',
    'en-us': 'quantity above the allowed maximum',
    'es-es': 'cantidad superior al máximo permitido',
  },
};

const ITEM_WORD: Texts = { 'pt-br': 'Item', 'en-us': 'Item', 'es-es': 'Artículo' };

export function invalidItemsSegments(problems: readonly LeftoverProblem[], codeOf: (id: number) => string): string {
  const texts = {} as Texts;
  for (const language of Object.keys(ITEM_WORD) as (keyof Texts)[]) {
    texts[language] = problems
      .map((p) => `${ITEM_WORD[language]} ${codeOf(p.itemId)}: ${PROBLEM_TEXTS[p.reason][language]}`)
      .join(', ');
  }
  return segments(texts);
}
