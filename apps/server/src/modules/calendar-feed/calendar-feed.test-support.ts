/**
 * A small RFC 5545 reader for the feed's tests: unfolds lines, splits components, reads properties with their
 * parameters and unescapes text. Enough to read back what the feed writes, and strict where it matters
 * (CRLF line ends, lines of at most 75 octets).
 */

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  properties: IcsProperty[];
}

export interface IcsCalendar {
  properties: IcsProperty[];
  events: IcsEvent[];
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** A DATE-TIME in UTC (…Z): the only form the feed writes. */
function utcDateTime(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new Error(`not a UTC date-time: ${value}`);
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
}

function property(line: string): IcsProperty {
  const colon = line.indexOf(':');
  if (colon < 0) throw new Error(`no value: ${line}`);
  const [name, ...params] = line.slice(0, colon).split(';');
  return {
    name: name!.toUpperCase(),
    params: Object.fromEntries(params.map((p) => p.split('=') as [string, string])),
    value: line.slice(colon + 1),
  };
}

export function parseIcs(text: string): IcsCalendar {
  if (!text.endsWith('\r\n')) throw new Error('the text does not end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`line longer than 75 octets: ${line}`);
    if (line.includes('\n')) throw new Error('a bare LF inside a line');
  }
  const lines: string[] = [];
  for (const line of physical) {
    if ((line.startsWith(' ') || line.startsWith('\t')) && lines.length > 0) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const calendar: IcsCalendar = { properties: [], events: [] };
  let event: IcsProperty[] | null = null;
  let depth = 0;
  for (const line of lines) {
    const prop = property(line);
    if (prop.name === 'BEGIN') {
      depth++;
      if (prop.value === 'VEVENT') event = [];
      continue;
    }
    if (prop.name === 'END') {
      depth--;
      if (prop.value === 'VEVENT' && event) {
        const get = (name: string) => event!.find((p) => p.name === name);
        calendar.events.push({
          uid: get('UID')!.value,
          start: utcDateTime(get('DTSTART')!.value),
          end: utcDateTime(get('DTEND')!.value),
          summary: unescapeText(get('SUMMARY')?.value ?? ''),
          description: unescapeText(get('DESCRIPTION')?.value ?? ''),
          location: unescapeText(get('LOCATION')?.value ?? ''),
          properties: event,
        });
        event = null;
      }
      continue;
    }
    if (event) event.push(prop);
    else if (depth === 1) calendar.properties.push(prop);
  }
  if (depth !== 0) throw new Error('unbalanced BEGIN/END');
  return calendar;
}
