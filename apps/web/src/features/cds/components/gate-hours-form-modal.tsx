import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import type { GateHoursRow, HoursCheck } from '../model/hours-form';
import { formLabels } from './cd-form';
import { GateHoursTable } from './gate-hours-table';
import { HoursAlerts } from './hours-alerts';

interface GateHoursFormModalProps {
  title: string;
  readOnly: boolean;
  saving: boolean;
  onClose: () => void;
  onSubmit: () => void;
  /** the weekday problems once Save was pressed */
  hoursCheck: HoursCheck | undefined;
  /** whether a field above the hours has a problem too */
  otherProblems: boolean;
  rows: readonly GateHoursRow[];
  onRows: (rows: GateHoursRow[]) => void;
  dynamic: boolean;
  hoursLabel: string;
  /** the fields between the alerts and the weekday rows */
  children: ReactNode;
}

/** The frame of the gate and variation forms: the hours alerts on top, the form's fields, then the seven weekday rows. */
export function GateHoursFormModal(props: GateHoursFormModalProps) {
  const { t } = useTranslation();
  const { title, readOnly, saving, onClose, onSubmit, hoursCheck, otherProblems, children } = props;
  return (
    <FormModal
      title={title}
      size="min(1100px, 96vw)"
      readOnly={readOnly}
      saving={saving}
      onClose={onClose}
      onSubmit={onSubmit}
      labels={formLabels(t)}
    >
      <HoursAlerts check={hoursCheck} otherProblems={otherProblems} />
      {children}
      <GateHoursTable
        rows={props.rows}
        onChange={props.onRows}
        dynamic={props.dynamic}
        readOnly={readOnly}
        problems={hoursCheck?.rows}
        label={props.hoursLabel}
      />
    </FormModal>
  );
}
