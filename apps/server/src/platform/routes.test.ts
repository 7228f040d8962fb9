import { describe, expect, it } from 'vitest';
import { areaRoute, bearer, idParams } from './routes';

describe('areaRoute', () => {
  it("puts the area's tag and the bearer security on the schema and checks the permission first", () => {
    const options = areaRoute('loads')('load-details', { summary: 'A load', params: idParams });
    expect(options.schema).toEqual({ tags: ['loads'], security: bearer, summary: 'A load', params: idParams });
    expect(typeof options.preHandler).toBe('function');
  });

  it('reads a positive id from the path', () => {
    expect(idParams.parse({ id: '12' })).toEqual({ id: 12 });
    expect(idParams.safeParse({ id: '0' }).success).toBe(false);
  });
});
