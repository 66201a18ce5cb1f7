import { imageSrc } from '@client/features/content/utils/image-src';

describe('imageSrc', () => {
  it('keeps a same-origin path or an absolute URL, roots a bare path, else takes the full URL', () => {
    expect(imageSrc({ url: '/uploads/a.png', fullurl: 'http://localhost:3000/uploads/a.png' })).toBe('/uploads/a.png');
    expect(imageSrc({ url: 'https://cdn.example.com/a.png', fullurl: 'x' })).toBe('https://cdn.example.com/a.png');
    expect(imageSrc({ url: 'uploads/a.png', fullurl: 'x' })).toBe('/uploads/a.png');
    expect(imageSrc({ url: '', fullurl: 'https://cdn.example.com/a.png' })).toBe('https://cdn.example.com/a.png');
  });
});
