import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openHandledApp, operationVariables } from '../../../test/helpers';
import { optionTexts } from '../../../test/table-texts';
import { preSchedulingBackend } from './pre-scheduling-fixtures';

const form = () => screen.findByRole('form', { name: 'Dados do pré-agendamento' }, { timeout: 10_000 });
const put = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const required = (field: string) => `${field} - campo obrigatório`;

/** The form's fields by their labels. */
function fields(f: HTMLElement) {
  return {
    descricao: within(f).getByRole('textbox', { name: /Descrição/ }),
    capacidade: within(f).getByRole('textbox', { name: /Capacidade/ }),
    empresa: within(f).getByRole('combobox', { name: /Empresa/ }),
    cd: within(f).getByRole('combobox', { name: /Centro de distribuição/ }),
    tipo: within(f).getByRole('combobox', { name: /Tipo de horário/ }),
    dataInicial: within(f).getByLabelText(/Data inicial/),
    dataFinal: within(f).getByLabelText(/Data final/),
    horaInicial: within(f).getByRole('textbox', { name: /Hora inicial/ }),
    horaFinal: within(f).getByRole('textbox', { name: /Hora final/ }),
    fuso: within(f).getByRole('textbox', { name: /Fuso horário/ }),
  };
}

const radio = (f: HTMLElement, group: string, answer: 'Sim' | 'Não') =>
  within(within(f).getByRole('radiogroup', { name: new RegExp(group) })).getByRole('radio', { name: answer });

describe('/pre-scheduling-details', () => {
  it('starts a new one with the first company and type, Brasília read-only, the end date off; Save names each missing field', async () => {
    const { user, calls } = openHandledApp('/pre-scheduling-details?fornecedor=2001', preSchedulingBackend());
    const f = await form();
    const x = fields(f);
    await waitFor(() => expect(x.empresa).toHaveValue('1'));
    expect(optionTexts(x.empresa).slice(1)).toEqual(['001 - Renner', '003 - Camicado', '004 - Youcom']);
    expect(x.tipo).toHaveValue('1');
    expect(optionTexts(x.tipo)).toEqual(['Semanal', 'Período']);
    expect(x.fuso).toHaveValue('Brasília (UTC-03:00)');
    expect(x.fuso).toHaveAttribute('readonly');
    expect(x.dataFinal).toBeDisabled();
    expect(radio(f, 'Ativo', 'Sim')).toBeChecked();

    await user.click(within(f).getByRole('button', { name: 'Salvar' }));
    for (const field of [
      'Descrição',
      'Capacidade',
      'Centro de distribuição',
      'Data inicial',
      'Hora inicial',
      'Hora final',
      'Dias da semana',
    ])
      expect(await within(f).findByText(required(field))).toBeInTheDocument();
    expect(within(f).queryByText(required('Data final'))).not.toBeInTheDocument();
    expect(within(f).queryByText(required('Empresa'))).not.toBeInTheDocument();
    expect(operationVariables(calls, 'criarPreAgendamento')).toEqual([]);
  });

  it('asks for the end date only for a date range, and clears it when the type changes back', async () => {
    const { user } = openHandledApp('/pre-scheduling-details?fornecedor=2001', preSchedulingBackend());
    const f = await form();
    const x = fields(f);
    await user.selectOptions(x.tipo, '2');
    expect(x.dataFinal).toBeEnabled();
    await user.click(within(f).getByRole('button', { name: 'Salvar' }));
    expect(await within(f).findByText(required('Data final'))).toBeInTheDocument();
    put(x.dataFinal, '2026-12-31');
    expect(x.dataFinal).toHaveValue('31/12/2026');
    await user.selectOptions(x.tipo, '1');
    expect(x.dataFinal).toBeDisabled();
    expect(x.dataFinal).toHaveValue('');
  });

  it('offers the CDs of the chosen company and creates the pre-scheduling with Sim/Não and the ticked weekdays', async () => {
    const { user, calls, router } = openHandledApp('/pre-scheduling-details?fornecedor=2001', preSchedulingBackend());
    const f = await form();
    const x = fields(f);
    await waitFor(() =>
      expect(optionTexts(x.cd)).toEqual(['Escolha o centro de distribuição', '541 - CD Cabreúva', '542 - CD Palhoça']),
    );
    await user.selectOptions(x.empresa, '3');
    expect(optionTexts(x.cd).slice(1)).toEqual(['310 - CD Camicado Jundiaí']);
    await user.selectOptions(x.empresa, '4');
    await user.selectOptions(x.cd, '21');

    put(x.descricao, 'Reserva de Natal');
    put(x.capacidade, '8a00');
    expect(x.capacidade).toHaveValue('800');
    await user.selectOptions(x.tipo, '2');
    put(x.dataInicial, '2026-12-01');
    put(x.dataFinal, '2026-12-24');
    put(x.horaInicial, '0730');
    put(x.horaFinal, '1800');
    expect(x.horaInicial).toHaveValue('07:30');
    await user.click(radio(f, 'Recebimento de caixaria', 'Sim'));
    await user.click(radio(f, 'Transferência', 'Sim'));
    await user.click(radio(f, 'Ativo', 'Não'));
    const week = within(f).getByRole('group', { name: /Dias da semana/ });
    await user.click(within(week).getByRole('checkbox', { name: 'Sábado' }));
    await user.click(within(week).getByRole('checkbox', { name: 'Segunda-feira' }));
    await user.click(within(week).getByRole('checkbox', { name: 'Domingo' }));
    await user.click(within(week).getByRole('checkbox', { name: 'Domingo' }));
    await user.click(within(f).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(router.state.location.search).toBe('?id=77'));
    expect(await screen.findByText('Cadastrado com sucesso.')).toBeInTheDocument();
    expect(operationVariables(calls, 'criarPreAgendamento')).toEqual([
      {
        preAgendamento: {
          descricao: 'Reserva de Natal',
          capacidade: 800,
          idFornecedor: 2001,
          idEmpresa: 4,
          idCd: 21,
          idFusoHorario: 1,
          recebimentoCaixaria: 'Sim',
          recebimentoDeEncabidado: 'Não',
          transferencia: 'Sim',
          ativo: 'Não',
          diasDeTrabalho: [2, 7],
          horasDeTrabalho: {
            dataInicial: '2026-12-01',
            dataFinal: '2026-12-24',
            horaInicial: '07:30:00',
            horaFinal: '18:00:00',
            idTipoHoraTrabalho: 2,
          },
        },
      },
    ]);
  });

  it('loads a saved one into the form and updates it; Back goes to its provider list', async () => {
    const { user, calls } = openHandledApp('/pre-scheduling-details?id=11', preSchedulingBackend());
    const f = await form();
    const x = fields(f);
    expect(x.descricao).toHaveValue('Reserva semanal de verão');
    expect(x.capacidade).toHaveValue('1200');
    await waitFor(() => expect(x.cd).toHaveValue('20'));
    expect(x.dataInicial).toHaveValue('01/12/2026');
    expect(x.horaInicial).toHaveValue('08:00');
    expect(radio(f, 'Recebimento de caixaria', 'Sim')).toBeChecked();
    expect(radio(f, 'Recebimento de encabidado', 'Não')).toBeChecked();
    const week = within(f).getByRole('group', { name: /Dias da semana/ });
    const ticked = within(week)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.getAttribute('value'));
    expect(ticked).toEqual(['2', '4', '6']);
    expect(screen.getAllByRole('link', { name: 'Voltar para os pré-agendamentos' })[0]).toHaveAttribute(
      'href',
      '/pre-scheduling-list?id=2001',
    );

    put(x.capacidade, '1500');
    await user.click(within(f).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Salvo com sucesso.')).toBeInTheDocument();
    const [update] = operationVariables(calls, 'atualizarPreAgendamento');
    expect(update).toMatchObject({
      idPreAgendamento: 11,
      preAgendamento: {
        capacidade: 1500,
        recebimentoCaixaria: 'Sim',
        recebimentoDeEncabidado: 'Não',
        ativo: 'Sim',
        diasDeTrabalho: [2, 4, 6],
        horasDeTrabalho: { dataInicial: '2026-12-01', idTipoHoraTrabalho: 1 },
      },
    });
    expect((update!.preAgendamento as { horasDeTrabalho: object }).horasDeTrabalho).not.toHaveProperty('dataFinal');
  });

  it("shows the server's refusal (over capacity) and keeps the form", async () => {
    const { user } = openHandledApp('/pre-scheduling-details?id=11', preSchedulingBackend({ overCapacity: true }));
    const f = await form();
    await waitFor(() => expect(fields(f).cd).toHaveValue('20'));
    await user.click(within(f).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(
        'Os pré-agendamentos ativos deste CD passariam da capacidade em segunda-feira às 08:00 (a partir de 07/12/2026): 3200 volumes reservados para 3000 volumes do CD.',
      ),
    ).toBeInTheDocument();
    expect(fields(f).descricao).toHaveValue('Reserva semanal de verão');
  });

  it('answers an unknown one, and a page without a provider, with the way back', async () => {
    const first = openHandledApp('/pre-scheduling-details?id=999', preSchedulingBackend());
    expect(await screen.findByText('Pré-agendamento não encontrado.', {}, { timeout: 10_000 })).toBeInTheDocument();
    first.unmount();
    openHandledApp('/pre-scheduling-details', preSchedulingBackend());
    expect(await screen.findByText('Nenhum fornecedor foi informado.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Voltar para os pré-agendamentos' })[0]).toHaveAttribute(
      'href',
      '/provider-list',
    );
  });
});
