/** React-query keys of the contest area. */
export const contestKeys = {
  all: ['contest'] as const,
  lists: ['contest', 'list'] as const,
  detail: (id: string) => ['contest', 'detail', id] as const,
  ranking: (id: string) => ['contest', 'ranking', id] as const,
  entries: (id: string, sort: 'rank' | 'new') => ['contest', 'entries', id, sort] as const,
  entry: (id: string) => ['contest', 'entry', id] as const,
  works: ['contest', 'works'] as const,
};
