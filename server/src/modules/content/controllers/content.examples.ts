import type { z } from 'zod';
import type { articleDetailSchema, articleListItemSchema } from '@contracts/schemas/content';

/** Answers of the demo data, shown in the API document (Redocly checks them against the schemas). */
const author = { id: '4d0d6a09-ec34-4279-8ef8-d7b8104b17a0', nickname: '周子航', avatar: '/uploads/images/content/demo/avatar-18.jpg' };

export const articleListItemExample: z.input<typeof articleListItemSchema> = {
  id: '26b79899-352c-4824-a1a1-c796ac51ecee',
  title: 'Choosing a dive computer in 2026: algorithms, air integration and screens',
  summary: 'On the same dive, two computers can disagree on no-deco time by ten minutes.',
  cover: '/uploads/images/content/demo/article-401-blue.jpg',
  author,
  category: 'gear',
  tags: ['dive computer', 'algorithm', 'gradient factors'],
  language: 'en-us',
  inReaderLanguage: true,
  publishedAt: '2026-11-24T17:21:04.675Z',
  locked: true,
  views: 1137,
  likes: 5,
  favourites: 1,
};

const { inReaderLanguage: _inList, ...articleCardExample } = articleListItemExample;

/** A locked article as a guest reads it: the preview, and what would unlock it. */
export const lockedArticleExample: z.input<typeof articleDetailSchema> = {
  ...articleCardExample,
  locked: true,
  preview: '<h2>The algorithm sets how conservative you are</h2><p>A dive computer is a decompression model on your wrist.</p>',
  translations: [
    { id: '5425ef77-4984-4a62-9083-e28460d6f5c7', language: 'zh-cn' },
    { id: '308f2aef-d049-4d9d-944b-bebf93a97732', language: 'zh-hant' },
  ],
  issue: { id: 'f16f1099-cab1-47be-8588-797243b0694c', magazineId: 'aa8fd7ad-9d26-455f-972e-6b13d4678a88', title: 'October 2026 edition' },
  unlock: { by: 'login' },
};
