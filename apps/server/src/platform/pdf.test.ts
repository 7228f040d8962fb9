import { describe, expect, it } from 'vitest';
import { generatedOn, pageOfPages, reportFooter } from './pdf';

describe('the footer texts every document shares', () => {
  it.each([
    ['pt-BR', 'Página 2 de 5', 'Gerado em 01/02/2027 10:00 (horário de Brasília)'],
    ['en-US', 'Page 2 of 5', 'Generated on 01/02/2027 10:00 (Brasília time)'],
    ['es-ES', 'Página 2 de 5', 'Generado el 01/02/2027 10:00 (hora de Brasilia)'],
  ] as const)('%s: page x of y and generated on', (language, page, generated) => {
    expect(pageOfPages(language, 2, 5)).toBe(page);
    expect(generatedOn(language, '01/02/2027 10:00')).toBe(generated);
  });

  it("puts a report's title, its generation time and the page on every page", () => {
    const footer = reportFooter('Report', 'en-US', new Date('2027-02-01T13:00:00Z'));
    expect(footer(1, 3)).toEqual({
      left: 'Report',
      center: expect.stringMatching(/^Generated on .*2027.* \(Brasília time\)$/),
      right: 'Page 1 of 3',
    });
  });
});
