import { changedFields } from './audit-trail.port';

describe('changedFields', () => {
  it('keeps only the fields whose values differ, before and after', () => {
    expect(changedFields({ roles: ['author'], status: 'active' }, { roles: ['author', 'admin'], status: 'active' })).toEqual({
      roles: { before: ['author'], after: ['author', 'admin'] },
    });
  });

  it('records a field that appears or disappears against null', () => {
    expect(changedFields<{ bio?: string | null }>({}, { bio: 'hi' })).toEqual({ bio: { before: null, after: 'hi' } });
  });

  it('never records secrets', () => {
    expect(
      changedFields(
        { passwordHash: 'a', apiKey: 'k', token: 't', nickname: 'x' },
        { passwordHash: 'b', apiKey: 'l', token: 'u', nickname: 'y' },
      ),
    ).toEqual({
      nickname: { before: 'x', after: 'y' },
    });
  });
});
