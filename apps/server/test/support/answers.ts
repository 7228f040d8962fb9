import { expect } from 'vitest';

/** What the tests read of an `app.inject` answer. */
interface InjectedAnswer {
  statusCode: number;
  json: () => unknown;
}

/** Expects an answer's status and a JSON body that holds `body` (a refusal's code, message and details). */
export function expectAnswer(response: InjectedAnswer, status: number, body: object): void {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject(body);
}
