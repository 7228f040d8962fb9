import { saoPauloDate } from '@portal/domain';

/** Today's São Paulo date (YYYY-MM-DD) by the browser's clock: the booking terms are judged in it, as on the server. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return saoPauloDate(now);
}
