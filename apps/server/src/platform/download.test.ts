import { describe, expect, it } from 'vitest';
import { attachment } from './download';

describe('attachment', () => {
  it('is the plain form for a name that needs no encoding', () => {
    expect(attachment('relatorio_agendamento.pdf')).toBe('attachment; filename="relatorio_agendamento.pdf"');
  });

  it('adds the RFC 5987 form for spaces and characters outside ASCII', () => {
    expect(attachment('Selo da Conciliacao.pdf')).toBe(
      `attachment; filename="Selo da Conciliacao.pdf"; filename*=UTF-8''Selo%20da%20Conciliacao.pdf`,
    );
    expect(attachment('relatório "final".pdf')).toBe(
      `attachment; filename="relat_rio _final_.pdf"; filename*=UTF-8''relat%C3%B3rio%20%22final%22.pdf`,
    );
  });
});
