import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import type { CdForm } from '../hooks/use-cd-form';
import type { GateHoursRow, HoursCheck } from '../model/hours-form';
import { formLabels } from './cd-form';
import { GateHoursTable } from './gate-hours-table';
import { HoursAlerts } from './hours-alerts';

/** What the frame reads of a gate or variation form: its weekday rows and their check. */
type HoursForm = Pick<
  CdForm<{ horarios: GateHoursRow[] }, { hours: HoursCheck }>,
  'values' | 'set' | 'check' | 'submit' | 'saving' | 'onClose'
>;

interface GateHoursFormModalProps {
  form: HoursForm;
  title: string;
  readOnly: boolean;
  dynamic: boolean;
  hoursLabel: string;
  /** the fields between the alerts and the weekday rows */
  children: ReactNode;
}

/** Whether a field above the hours has a problem too (the alerts say so). */
function otherProblems(check: HoursForm['check']): boolean {
  return Object.entries(check ?? {}).some(([field, problem]) => field !== 'hours' && Boolean(problem));
}

/** The frame of the gate and variation forms: the hours alerts on top, the form's fields, then the seven weekday rows. */
export function GateHoursFormModal({ form, title, readOnly, dynamic, hoursLabel, children }: GateHoursFormModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      title={title}
      size="min(1100px, 96vw)"
      readOnly={readOnly}
      saving={form.saving}
      onClose={form.onClose}
      onSubmit={form.submit}
      labels={formLabels(t)}
    >
      <HoursAlerts check={form.check?.hours} otherProblems={otherProblems(form.check)} />
      {children}
      <GateHoursTable
        rows={form.values.horarios}
        onChange={form.set('horarios')}
        dynamic={dynamic}
        readOnly={readOnly}
        problems={form.check?.hours.rows}
        label={hoursLabel}
      />
    </FormModal>
  );
}
