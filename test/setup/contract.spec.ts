import { z } from 'zod';
import { envelopeOf, failureSchemas, isoTime } from '@contracts/schemas/wire';
import { jsonSchema as toJson } from '@server/common/http/decorators';
import { hoist } from '@server/common/http/openapi';
import { Contract, ContractError } from './contract';

// A document as openapi.ts writes it, for two routes (built from zod, as the real one is).
const shared: Record<string, Record<string, unknown>> = {};
const jsonSchema = (s: z.ZodType, io: 'input' | 'output') => hoist(toJson(s, io), shared);
const thing = z.object({ id: z.uuid(), title: z.string(), at: isoTime(), note: z.string().nullable() });
const success = (data: z.ZodType) => ({
  content: { 'application/json': { schema: { oneOf: [jsonSchema(envelopeOf(data), 'output'), { $ref: '#/components/schemas/Refusal' }] } } },
});
const doc = {
  paths: {
    '/api/v1/things/{id}': {
      get: { operationId: 'things.one', responses: { '200': success(thing), '404': { $ref: '#/components/responses/NotFound' } } },
    },
    '/api/v1/things/latest': { get: { operationId: 'things.latest', responses: { '200': success(z.array(thing)) } } },
  },
  components: {
    schemas: shared,
    responses: { NotFound: { content: { 'application/json': { schema: jsonSchema(failureSchemas[404], 'output') } } } },
  },
};
jsonSchema(failureSchemas[200], 'output');
const ok = (data: unknown) => ({ code: 1, msg: 'Success', data });
const aThing = { id: '0198c0de-0000-7000-8000-000000000001', title: 'Manta', at: '2026-11-28T10:00:00.000Z', note: null };

describe('the contract check of test answers', () => {
  const contract = new Contract(doc);

  it('lets an answer through that matches the document, and names the operation', () => {
    expect(contract.check('GET', '/api/v1/things/abc', 200, ok(aThing))).toBe('things.one');
    expect(contract.check('GET', '/api/v1/things/abc', 200, { code: 0, msg: 'No', data: { errors: [{ field: 'id', msg: 'No' }] } })).toBe('things.one');
    expect(contract.check('GET', '/api/v1/things/abc', 404, { code: 404, msg: 'Not found', data: null })).toBe('things.one');
  });

  it('fails a wrong answer naming the route, the status and the field', () => {
    const wrong = { ...aThing, title: 7, extra: true };
    expect(() => contract.check('GET', '/api/v1/things/abc?x=1', 200, ok(wrong))).toThrow(ContractError);
    expect(() => contract.check('GET', '/api/v1/things/abc', 200, ok(wrong))).toThrow(
      /GET \/api\/v1\/things\/\{id\} \(things\.one\) answered HTTP 200 with code 1, not as documented:\n {2}data: must NOT have additional properties 'extra'\n {2}data\.title: must be string/,
    );
    expect(() => contract.check('GET', '/api/v1/things/abc', 200, ok({ ...aThing, at: 'yesterday' }))).toThrow(/data\.at: must match format "date-time"/);
    expect(() => contract.check('GET', '/api/v1/things/abc', 200, ok({ ...aThing, note: undefined }))).toThrow(/data: must have required property 'note'/);
  });

  it('fails an answer with a status the route does not declare, and a refusal of the wrong shape', () => {
    expect(() => contract.check('GET', '/api/v1/things/latest', 404, { code: 404, msg: 'x', data: null })).toThrow(
      /things\.latest\) answered HTTP 404, which it does not declare \(declared: 200\)/,
    );
    expect(() => contract.check('GET', '/api/v1/things/abc', 200, { code: 0, data: null })).toThrow(/\(the answer\): must have required property 'msg'/);
  });

  it('matches a literal path before a parameter, and leaves paths alone that are no route of the document', () => {
    expect(contract.check('GET', '/api/v1/things/latest', 200, ok([aThing]))).toBe('things.latest');
    expect(contract.check('GET', '/api/v1/nothing', 404, {})).toBeUndefined();
    expect(contract.check('POST', '/api/v1/things/latest', 200, {})).toBeUndefined();
  });
});
