/**
 * Exact decimal arithmetic for money, quantities and tax rates, without floats: a value is an integer
 * of units (bigint) and a scale, value = units / 10^scale. "12.3400" is { units: 123400n, scale: 4 }.
 *
 * Parsing keeps the written scale (so formatting gives back what was read); comparison rescales, so
 * 12.3400 equals 12.34. Addition, subtraction and multiplication are exact; only roundDecimal loses
 * digits, with an explicit mode. NF-e amounts (TDec_1302 vProd, TDec_1104v qCom, TDec_1110v vUnCom,
 * TDec_0302a04 pICMS …) all fit; see fitsDecimalFormat.
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

export interface ParseDecimalOptions {
  /**
   * The decimal separator. Default '.', as in the NF-e XML; ',' accepts Brazilian notation ("1,5")
   * instead, for values typed by a user. Thousands separators are never accepted.
   */
  decimalSeparator?: '.' | ',';
}

export type DecimalParseResult = { ok: true; value: Decimal } | { ok: false; reason: 'format' };

/** Digits above which a value is refused, far beyond any NF-e field (13 integer + 10 fraction digits). */
export const MAX_DECIMAL_DIGITS = 60;

const PATTERNS = {
  '.': /^(-?)([0-9]+)(?:\.([0-9]+))?$/,
  ',': /^(-?)([0-9]+)(?:,([0-9]+))?$/,
} as const;

/**
 * Reads "12", "12.3400", "-0.5", "007.10". Refuses empty strings, surrounding spaces, a leading '+',
 * ".5", "5.", exponents, thousands separators, and more than MAX_DECIMAL_DIGITS digits.
 * "-0" and "-0.00" read as zero (no negative zero).
 */
export function parseDecimal(text: string, options: ParseDecimalOptions = {}): DecimalParseResult {
  const match = PATTERNS[options.decimalSeparator ?? '.'].exec(text);
  if (!match) return { ok: false, reason: 'format' };
  const [, sign, integer, fraction = ''] = match;
  if (integer!.length + fraction.length > MAX_DECIMAL_DIGITS) return { ok: false, reason: 'format' };
  const magnitude = BigInt(integer! + fraction);
  return { ok: true, value: { units: sign === '-' ? -magnitude : magnitude, scale: fraction.length } };
}

/** parseDecimal that throws a RangeError on bad input: for literals and already-validated data. */
export function decimal(text: string, options?: ParseDecimalOptions): Decimal {
  const result = parseDecimal(text, options);
  if (!result.ok) throw new RangeError(`Not a decimal: ${JSON.stringify(text)}`);
  return result.value;
}

export function isDecimalString(text: string, options?: ParseDecimalOptions): boolean {
  return parseDecimal(text, options).ok;
}

/** An integer as a decimal of scale 0. */
export function decimalFromInteger(value: number | bigint): Decimal {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new RangeError(`Not a safe integer: ${value}`);
  }
  return { units: BigInt(value), scale: 0 };
}

function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/** The same value written with `scale` fraction digits; scale must not be below the value's. */
function rescale(value: Decimal, scale: number): bigint {
  return value.units * pow10(scale - value.scale);
}

/** -1, 0 or 1. */
export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const x = rescale(a, scale);
  const y = rescale(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Numeric equality: 12.3400 equals 12.34. */
export function decimalsEqual(a: Decimal, b: Decimal): boolean {
  return compareDecimals(a, b) === 0;
}

export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

export function subtractDecimals(a: Decimal, b: Decimal): Decimal {
  return addDecimals(a, negateDecimal(b));
}

/** Exact product; its scale is the sum of the scales (round it afterwards if needed). */
export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

export function negateDecimal(value: Decimal): Decimal {
  return { units: -value.units, scale: value.scale };
}

export function absDecimal(value: Decimal): Decimal {
  return value.units < 0n ? negateDecimal(value) : value;
}

export function isZeroDecimal(value: Decimal): boolean {
  return value.units === 0n;
}

/** |a − b| ≤ tolerance, e.g. vProd against qCom × vUnCom within 0.01. */
export function decimalsWithin(a: Decimal, b: Decimal, tolerance: Decimal): boolean {
  return compareDecimals(absDecimal(subtractDecimals(a, b)), absDecimal(tolerance)) <= 0;
}

export type RoundingMode = 'half-up' | 'half-even';

/**
 * Rounds to `places` fraction digits (a non-negative integer); the result always has scale `places`,
 * padding with zeros when the value has fewer digits. 'half-up' sends ties away from zero
 * (2.5 → 3, −2.5 → −3, as Java's HALF_UP and the NF-e's usual rounding); 'half-even' sends them to
 * the even neighbour (2.5 → 2, 3.5 → 4, −2.5 → −2).
 */
export function roundDecimal(value: Decimal, places: number, mode: RoundingMode): Decimal {
  if (!Number.isSafeInteger(places) || places < 0) throw new RangeError(`Bad number of places: ${places}`);
  if (value.scale <= places) return { units: rescale(value, places), scale: places };
  const divisor = pow10(value.scale - places);
  const negative = value.units < 0n;
  const magnitude = negative ? -value.units : value.units;
  let quotient = magnitude / divisor;
  const twiceRemainder = (magnitude % divisor) * 2n;
  if (twiceRemainder > divisor || (twiceRemainder === divisor && (mode === 'half-up' || quotient % 2n === 1n))) {
    quotient += 1n;
  }
  return { units: negative ? -quotient : quotient, scale: places };
}

/** Removes trailing fraction zeros: 12.3400 → 12.34, 5.000 → 5. */
export function normalizeDecimal(value: Decimal): Decimal {
  let { units, scale } = value;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale--;
  }
  return { units, scale };
}

export interface FormatDecimalOptions {
  /** Default '.'. */
  decimalSeparator?: '.' | ',';
}

/**
 * Writes the value with exactly its scale: { 123400n, 4 } → "12.3400", { -5n, 1 } → "-0.5".
 * Round first for a fixed number of places; normalise first to drop trailing zeros.
 */
export function formatDecimal(value: Decimal, options: FormatDecimalOptions = {}): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const integer = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale);
  const body = value.scale > 0 ? `${integer}${options.decimalSeparator ?? '.'}${fraction}` : integer;
  return negative ? `-${body}` : body;
}

/**
 * Whether the value fits an NF-e decimal format of at most `integerDigits` integer digits and
 * `fractionDigits` significant fraction digits (trailing zeros do not count), e.g. 13.2 for vProd,
 * 11.4 for qCom, 11.10 for vUnCom. The sign is not checked.
 */
export function fitsDecimalFormat(value: Decimal, integerDigits: number, fractionDigits: number): boolean {
  const n = normalizeDecimal(value);
  if (n.scale > fractionDigits) return false;
  const magnitude = n.units < 0n ? -n.units : n.units;
  return magnitude / pow10(n.scale) < pow10(integerDigits);
}
