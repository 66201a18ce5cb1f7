import { searchSchema } from './search';

describe('searchSchema', () => {
  it('takes a kind by its shape only (the kinds come from the modules) and defaults to all', () => {
    expect(searchSchema.parse({ q: 'manta' }).type).toBe('all');
    expect(searchSchema.parse({ q: 'manta', type: '' }).type).toBe('all');
    expect(searchSchema.parse({ q: 'manta', type: 'exhibition' }).type).toBe('exhibition');
    // Well-formed but provided by no module: the schema lets it through, the server refuses it.
    expect(searchSchema.safeParse({ q: 'manta', type: 'video' }).success).toBe(true);
  });

  it('refuses a malformed kind with v.enum.invalid on type', () => {
    for (const type of ['Video', 'entry;drop', 'a'.repeat(40), ['entry', 'article']]) {
      const issues = searchSchema.safeParse({ q: 'manta', type }).error?.issues ?? [];
      expect(issues).toEqual([expect.objectContaining({ path: ['type'] })]);
    }
    expect(searchSchema.safeParse({ q: 'manta', type: 'Video' }).error?.issues[0]?.message).toBe('v.enum.invalid');
  });
});
