/**
 * The modulo-11 check digit of the CNPJ and of the NF-e access key: each character is worth its ASCII code minus
 * 48 (digits keep their value, the alphanumeric CNPJ's letters go on from 17), weighted 2, 3 … 9, 2, 3 … from the
 * right; a rest below 2 gives 0, any other 11 minus the rest.
 */
export function modulo11CheckDigit(body: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += (body.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}
