import type { DayWithoutPlaceDto, FreeGatesDto, PlaceSuggestionDto } from '@portal/domain';
import type { Place, Selection } from './free-places';

/** "08:00:00" and "08:00" are the same time. */
const sameTime = (a: string, b: string) => a.slice(0, 5) === b.slice(0, 5);

/** The server's explanation of a day without a free place (diasSemVaga), or null (a day with places, an older server). */
export function dayWithoutPlace(free: FreeGatesDto, data: string | null): DayWithoutPlaceDto | null {
  return (data && free.diasSemVaga?.find((d) => d.data === data)) || null;
}

/** A day's nearest free places, without the load's current booking (the server counts it free for the load). */
export function suggestionsOf(day: DayWithoutPlaceDto, exclude: Place | null): PlaceSuggestionDto[] {
  return day.sugestoes.filter(
    (s) =>
      !(
        exclude &&
        exclude.idPortao === s.idPortao &&
        exclude.dtEntrega === s.data &&
        sameTime(exclude.horaEntrega, s.horario)
      ),
  );
}

/** Choosing a suggestion chooses its day, hour and gate at once. */
export function selectionOf(suggestion: PlaceSuggestionDto): Selection {
  return { data: suggestion.data, hour: suggestion.horario, idPortao: suggestion.idPortao };
}
