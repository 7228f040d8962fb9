import { CAMICADO_PDF_FILE_NAME, tagDownloadName, type TagOutput } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import type { LabelFileRequest } from '../api/label-files';
import type { LabelForm } from '../hooks/use-label-form';
import { fileNameForOutput, fileNameProblem } from '../model/tag-file-name';
import { PrinterPanel } from '../printer/printer-panel';
import type { PrinterControl } from '../printer/use-printer';
import { TagOutputPanel } from './tag-output-panel';

interface LabelGenerateSectionProps {
  /** The form's outputs, file requests and marks (cleared as a file is asked for); nothing shows while locked. */
  form: LabelForm<unknown>;
  orderId: number;
  /** The nomeArquivo it starts with; its extension follows the first output. */
  defaultFileName: string;
  /** Why nothing can be generated yet; null when generation is allowed. */
  blockedReason: string | null;
  printer: PrinterControl;
  /** The request for the file of an output, named as typed (trimmed). */
  request: (output: TagOutput, fileName: string) => LabelFileRequest;
}

/**
 * Generating an order's labels: the output and file name (TagOutputPanel) with Print and Download, and the
 * local printer when the labels can be printed (Zebra).
 */
export function LabelGenerateSection({
  form,
  orderId,
  defaultFileName,
  blockedReason,
  printer,
  request,
}: LabelGenerateSectionProps) {
  const { access, locked, files, selection } = form;
  const { outputs } = access;
  const { t } = useTranslation();
  const [output, setOutput] = useState<TagOutput>(outputs[0] ?? 'zpl');
  const [fileName, setFileName] = useState(() => fileNameForOutput(defaultFileName, outputs[0] ?? 'zpl'));
  const nameProblem = fileNameProblem(fileName);

  const download = async () => {
    if (blockedReason) return;
    selection.clearRefused();
    const fallback = output === 'pdf' ? CAMICADO_PDF_FILE_NAME : tagDownloadName(fileName, orderId);
    const saved = await files.download(request(output, fileName.trim()), fallback);
    if (saved) notifySuccess(t('labels.output.downloaded', { name: saved }));
  };

  const print = async () => {
    if (blockedReason || output !== 'zpl') return;
    selection.clearRefused();
    const zpl = await files.fetchText(request('zpl', fileName.trim()));
    if (zpl !== null) await printer.print(zpl);
  };

  if (locked) return null;
  return (
    <>
      <TagOutputPanel
        outputs={outputs}
        output={output}
        onOutput={(next) => {
          setOutput(next);
          setFileName((name) => fileNameForOutput(name, next));
        }}
        fileName={fileName}
        onFileName={setFileName}
        fileNameError={nameProblem ? t(`labels.output.fileNameProblem.${nameProblem}`) : null}
        finalName={nameProblem ? null : tagDownloadName(fileName, orderId)}
        blockedReason={blockedReason}
        busy={files.busy}
        progress={files.progress}
        printerBusy={printer.state === 'printing'}
        onPrint={() => void print()}
        onDownload={() => void download()}
        onCancel={files.cancel}
      />
      {outputs.includes('zpl') && <PrinterPanel printer={printer} />}
    </>
  );
}
