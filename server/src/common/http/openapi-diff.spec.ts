import { describeChanges, diffOpenApi, unrecordedBreaking } from './openapi-diff';

const answer = (data: object) => ({
  '200': {
    content: {
      'application/json': {
        schema: { oneOf: [{ type: 'object', properties: { data }, required: ['data'] }, { $ref: '#/components/schemas/Refusal' }] },
      },
    },
  },
});
const user = (extra: Record<string, object> = {}, required = ['id', 'nickname']) => ({
  type: 'object',
  properties: { id: { type: 'string' }, nickname: { type: 'string' }, ...extra },
  required,
});
function doc(op: object, more: Record<string, object> = {}) {
  return {
    paths: { '/api/v1/me': { get: op }, ...more },
    components: { schemas: { Refusal: { type: 'object' }, User: user() } },
  };
}
const get = (data: object, extra: object = {}) => ({ responses: answer(data), ...extra });

describe('the API document comparer', () => {
  it('finds nothing between a document and itself', () => {
    const d = doc(get({ $ref: '#/components/schemas/User' }));
    expect(diffOpenApi(d, d)).toEqual([]);
  });

  it('calls a removed route and a removed answer field breaking, a new route and a new answer field compatible', () => {
    const before = doc(get(user()), { '/api/v1/old': { delete: get({ type: 'null' }) } });
    const after = doc(get(user({ bio: { type: 'string' } }, ['id'])), { '/api/v1/new': { post: get({ type: 'null' }) } });
    const changes = diffOpenApi(before, after);
    expect(changes).toEqual(
      expect.arrayContaining([
        { breaking: true, where: 'DELETE /api/v1/old', what: 'route removed' },
        { breaking: false, where: 'POST /api/v1/new', what: 'route added' },
        { breaking: false, where: 'GET /api/v1/me', what: 'answer.data.bio: new field' },
        { breaking: true, where: 'GET /api/v1/me', what: 'answer.data.nickname: may now be missing' },
      ]),
    );
  });

  it('follows $refs: a field renamed inside a shared schema breaks every route that answers it', () => {
    const before = doc(get({ $ref: '#/components/schemas/User' }));
    const renamed = { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } }, required: ['id', 'name'] };
    const after = { ...before, components: { schemas: { Refusal: { type: 'object' }, User: renamed } } };
    const breaking = diffOpenApi(before, after).filter((c) => c.breaking);
    expect(breaking.map((c) => c.what)).toEqual(['answer.data.nickname: removed']);
  });

  it('calls a narrowed request (a new required field, a removed enum value, a stricter type) breaking, a new optional field compatible', () => {
    const body = (schema: object) => ({
      requestBody: { required: true, content: { 'application/json': { schema } } },
      responses: answer({ type: 'null' }),
    });
    const before = doc(
      body({ type: 'object', properties: { kind: { enum: ['a', 'b'] }, n: { type: ['integer', 'string'] } }, required: ['kind'] }),
    );
    const after = doc(
      body({
        type: 'object',
        properties: { kind: { enum: ['a'] }, n: { type: 'integer' }, code: { type: 'string' }, note: { type: 'string' } },
        required: ['kind', 'code'],
      }),
    );
    const changes = diffOpenApi(before, after);
    expect(changes.filter((c) => c.breaking).map((c) => c.what)).toEqual([
      'kind: value "b" removed',
      'n: no longer string',
      'code: new required field',
    ]);
    expect(changes.filter((c) => !c.breaking).map((c) => c.what)).toEqual(['note: new optional field']);
  });

  it('calls an answer that may now carry a new enum value or null breaking (a client switch on it would miss the case)', () => {
    const before = doc(get({ type: 'object', properties: { status: { type: 'string', enum: ['paid'] } }, required: ['status'] }));
    const after = doc(
      get({ type: 'object', properties: { status: { type: ['string', 'null'], enum: ['paid', 'lost', null] } }, required: ['status'] }),
    );
    const whats = diffOpenApi(before, after)
      .filter((c) => c.breaking)
      .map((c) => c.what);
    expect(whats).toEqual(['answer.data.status: may now be null', 'answer.data.status: values "lost", null added']);
  });

  it('calls a new required query parameter breaking, a new optional one compatible', () => {
    const before = doc(get({ type: 'null' }));
    const after = doc(
      get(
        { type: 'null' },
        {
          parameters: [
            { name: 'page', in: 'query', required: false, schema: { type: 'integer' } },
            { name: 'from', in: 'query', required: true, schema: { type: 'string' } },
          ],
        },
      ),
    );
    expect(diffOpenApi(before, after).map((c) => [c.breaking, c.what])).toEqual([
      [false, 'new optional parameter query page'],
      [true, 'new required parameter query from'],
    ]);
  });

  it('lists breaking changes first, and asks the changelog for a line naming each breaking route', () => {
    const before = doc(get({ type: 'null' }), { '/api/v1/old': { get: get({ type: 'null' }) } });
    const after = doc(get({ type: 'null' }), { '/api/v1/new': { get: get({ type: 'null' }) } });
    const changes = diffOpenApi(before, after);
    expect(describeChanges(changes).split('\n')[0]).toContain('BREAKING  GET /api/v1/old  route removed');
    expect(unrecordedBreaking(changes, '# API changelog\n')).toHaveLength(1);
    expect(unrecordedBreaking(changes, '- GET /api/v1/old: removed, use GET /api/v1/new')).toEqual([]);
  });
});
