import { notifications } from '@mantine/notifications';

/** Default toast delay of the specification (5000 ms). */
export const TOAST_AUTO_CLOSE = 5000;

export interface ToastOptions {
  autoClose?: number | false;
  id?: string;
}

/** Red toast. */
export function notifyError(message: string, options: ToastOptions = {}): void {
  notifications.show({
    id: options.id,
    message,
    color: 'red',
    autoClose: options.autoClose ?? TOAST_AUTO_CLOSE,
    withBorder: true,
    className: 'toast-error',
  });
}

/** Green toast. */
export function notifySuccess(message: string, options: ToastOptions = {}): void {
  notifications.show({
    id: options.id,
    message,
    color: 'green',
    autoClose: options.autoClose ?? TOAST_AUTO_CLOSE,
    withBorder: true,
    className: 'toast-success',
  });
}
