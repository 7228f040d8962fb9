/**
 * The texts of server documents (PDF reports, the CSV headers) live in each area's catalogue, one per language;
 * what the catalogues share lives here.
 */

/** Replaces the {name} placeholders of a catalogue text; a placeholder without a value stays as it is. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
