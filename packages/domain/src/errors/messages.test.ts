import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { CODE_STATUS, ERROR_CODES, httpStatusOf, isErrorCode } from './codes';
import { ERROR_MESSAGES, errorMessage } from './messages';

/** Every code named in the specs' catalogues must exist. */
const SPEC_CODES = [
  'default',
  ...['001', '002', '003', '010', '011', '012', '013', '014', '015'].map((n) => `gate${n}`),
  'cdHour001',
  'cdHour010',
  'cdException001',
  'cdException002',
  'cdException010',
  'loadDetails001',
  'loadDetails002',
  'loadDetails003',
  'loadDetails010',
  'loadDetails011',
  ...['001', '002', '003', '010', '011', '012', '013', '014'].map((n) => `scheduling${n}`),
  'chart001',
  'tag010',
  'printer010',
  'printer011',
  'printer012',
  'register01',
  'register02',
  'register03',
  'register04',
  ...['001', '002', '003', '004', '010', '011', '012', '013'].map((n) => `variation${n}`),
  'mustBeXML',
  'mustBePDF',
  'sendInvoice',
  'fileIsNotNFe',
  'fileSizeExceeded',
  'boxTagVolumeWarning',
  'errorStatus',
  'errorDeliverWeek',
  'errorDistributionCenter',
  'errorExistingOrder',
  'errorProvider',
  'reconcileError',
  'reconcileSuccess',
  'NotFoundExceptions',
  'NotFoundGates',
  'NotFoundVariations',
];

describe('error catalogue', () => {
  it.each(SPEC_CODES)('has %s', (code) => {
    expect(isErrorCode(code)).toBe(true);
  });

  it('has a non-empty message for every code in every language', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(ERROR_MESSAGES[language]).sort()).toEqual([...ERROR_CODES].sort());
      for (const code of ERROR_CODES) expect(ERROR_MESSAGES[language][code].trim()).not.toBe('');
    }
  });

  it('interpolates parameters', () => {
    expect(errorMessage('requiredField', 'en-US', { field: 'CNPJ' })).toBe('CNPJ - required field');
    expect(errorMessage('requiredField', 'pt-BR', { field: 'CNPJ' })).toBe('CNPJ - campo obrigatório');
  });

  it('maps codes to HTTP statuses', () => {
    expect(httpStatusOf('scheduling010')).toBe(409);
    expect(httpStatusOf('sessionExpired')).toBe(401);
    expect(Object.values(CODE_STATUS).every((s) => s >= 200 && s < 600)).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });
});
