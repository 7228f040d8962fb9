import { notifications } from '@mantine/notifications';

/** Default toast delay of the specification (5000 ms). */
export const TOAST_AUTO_CLOSE = 5000;

export interface ToastOptions {
  autoClose?: number | false;
  id?: string;
}

/** The one toast look: coloured, bordered, closing after the default delay unless told otherwise. */
function showToast(kind: 'error' | 'success', message: string, options: ToastOptions): void {
  notifications.show({
    id: options.id,
    message,
    color: kind === 'error' ? 'red' : 'green',
    autoClose: options.autoClose ?? TOAST_AUTO_CLOSE,
    withBorder: true,
    className: `toast-${kind}`,
  });
}

/** Red toast. */
export function notifyError(message: string, options: ToastOptions = {}): void {
  showToast('error', message, options);
}

/** Green toast. */
export function notifySuccess(message: string, options: ToastOptions = {}): void {
  showToast('success', message, options);
}
