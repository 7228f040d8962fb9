import { formatDecimal, normalizeDecimal, parseDecimal } from '@portal/domain';

/*
 * Display of the conciliation's values in the current language. Amounts, quantities and rates arrive as
 * decimal strings ("12.3400") and are shown exactly: the digits come from the domain's decimal helpers
 * (bigint), Intl only supplies the language's grouping, separators and currency symbol (it formats the
 * integer part as a bigint), so no value ever becomes a binary float.
 */

export interface DecimalDisplay {
  /** fraction digits always shown (padded with zeros); significant digits beyond are never cut */
  minFraction?: number;
  /** 'currency': with the BRL symbol in the language's layout */
  style?: 'decimal' | 'currency';
}

const integerFormats = new Map<string, Intl.NumberFormat>();
const decimalSeparators = new Map<string, string>();

function integerFormat(language: string, style: 'decimal' | 'currency'): Intl.NumberFormat {
  const key = `${language}|${style}`;
  let format = integerFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      ...(style === 'currency' ? { style: 'currency', currency: 'BRL' } : {}),
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    integerFormats.set(key, format);
  }
  return format;
}

function decimalSeparator(language: string): string {
  let separator = decimalSeparators.get(language);
  if (!separator) {
    separator = new Intl.NumberFormat(language).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? ',';
    decimalSeparators.set(language, separator);
  }
  return separator;
}

/**
 * "1234.5600" → "1.234,56" (pt-BR), "1,234.56" (en-US); trailing zeros beyond `minFraction` go, other digits
 * stay ("12.3456" keeps its four). Empty or null gives ''; a text that is not a decimal is shown as it came.
 */
export function formatDecimalText(
  value: string | number | null | undefined,
  language: string,
  options: DecimalDisplay = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value).trim();
  const parsed = parseDecimal(text);
  if (!parsed.ok) return text;
  const normal = normalizeDecimal(parsed.value);
  const min = options.minFraction ?? 0;
  const padded = normal.scale >= min ? normal : { units: normal.units * 10n ** BigInt(min - normal.scale), scale: min };
  const plain = formatDecimal(padded);
  const negative = plain.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  const parts = integerFormat(language, options.style ?? 'decimal').formatToParts(BigInt(integer));
  const lastInteger = parts.map((p) => p.type).lastIndexOf('integer');
  let out = '';
  parts.forEach((part, index) => {
    out += part.value;
    if (index === lastInteger && fraction) out += `${decimalSeparator(language)}${fraction}`;
  });
  return negative ? `-${out}` : out;
}

/** Money: at least two fraction digits, every significant digit kept. */
export function formatMoney(value: string | null | undefined, language: string, currency = false): string {
  return formatDecimalText(value, language, { minFraction: 2, style: currency ? 'currency' : 'decimal' });
}

/** A quantity: as many fraction digits as it has ("10.0000" → "10"). */
export function formatQuantity(value: string | null | undefined, language: string): string {
  return formatDecimalText(value, language);
}

/** A tax rate in percent: two fraction digits at least ("18.00" → "18,00"). */
export function formatRate(value: string | null | undefined, language: string): string {
  return formatDecimalText(value, language, { minFraction: 2 });
}

/** The NF-e access key in groups of four digits, as printed on the DANFE. */
export function groupAccessKey(key: string): string {
  return key
    .replace(/\s+/g, '')
    .replace(/(.{4})(?=.)/g, '$1 ')
    .trim();
}
