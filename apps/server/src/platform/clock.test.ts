import { afterEach, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../test/support/test-clock';
import { tokenPayloadSchema } from '@portal/domain';
import { decodeJwt } from 'jose';
import { signToken, verifyToken } from './auth';
import { clock } from './clock';
import { loadConfig } from './config';

afterEach(() => clock.set(TEST_NOW));

describe('the app clock', () => {
  it('shows the instant it was set to, in São Paulo, and runs on from there', async () => {
    clock.set('2026-12-31T23:59:59.900-03:00');
    expect(clock.today()).toBe('2026-12-31');
    expect(clock.wallTime()).toEqual({ date: '2026-12-31', time: '23:59:59' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(clock.today()).toBe('2027-01-01');
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(Date.parse('2027-01-01T03:00:00Z'));
  });

  it('goes back to real time when reset, and refuses what is not an instant', () => {
    clock.set(null);
    expect(clock.isSet()).toBe(false);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50);
    expect(() => clock.set('next tuesday')).toThrow(/not an instant/);
  });

  it('runs every server test at TEST_NOW, whatever the real date', () => {
    expect(clock.today()).toBe('2026-03-18');
  });
});

describe('session tokens on the app clock', () => {
  it('are signed and checked on it: valid on a day set far from the real one, expired once it has passed', async () => {
    const config = loadConfig({ JWT_SECRET: 'k'.repeat(40), TOKEN_TTL_SECONDS: '3600' });
    const payload = tokenPayloadSchema.parse({
      sub: '1',
      chapa: 'c1',
      name: 'Ana',
      perfis: 'NPFornec_Renner_Admin',
      idFornecedor: null,
      idCd: null,
      idEmpresa: null,
      admin: 1,
      permissions: [],
    });
    clock.set('2031-06-02T09:00:00-03:00');
    const token = await signToken(payload, config);
    expect(decodeJwt(token).exp).toBe(Date.parse('2031-06-02T13:00:00Z') / 1000);
    await expect(verifyToken(token, config)).resolves.toMatchObject({ chapa: 'c1' });
    clock.set('2031-06-02T10:00:01-03:00');
    await expect(verifyToken(token, config)).rejects.toMatchObject({ code: 'sessionExpired' });
  });
});

describe('APP_NOW', () => {
  it('takes an ISO instant with its offset', () => {
    expect(loadConfig({ APP_NOW: '2026-03-18T10:00:00-03:00' }).APP_NOW).toBe('2026-03-18T10:00:00-03:00');
    expect(() => loadConfig({ APP_NOW: '18/03/2026' })).toThrow();
    expect(() => loadConfig({ APP_NOW: '2026-03-18T10:00:00' })).toThrow();
  });

  it('is refused in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), APP_NOW: '2026-03-18T10:00:00-03:00' }),
    ).toThrow(/APP_NOW/);
  });
});
