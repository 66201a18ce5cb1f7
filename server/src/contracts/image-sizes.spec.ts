import { sizedImage } from './image-sizes';

describe('sizedImage', () => {
  const cover = '/uploads/images/content/2026/11/0b6f1f0e-9a1b-4c5e-8f00-1d2e3f4a5b6c.jpg';

  it('picks the narrowest made width that covers the element at the screen density', () => {
    expect(sizedImage(cover, 390, 1)).toBe('/uploads/size/w400/images/content/2026/11/0b6f1f0e-9a1b-4c5e-8f00-1d2e3f4a5b6c.jpg');
    expect(sizedImage(cover, 412, 1.75)).toBe('/uploads/size/w800/images/content/2026/11/0b6f1f0e-9a1b-4c5e-8f00-1d2e3f4a5b6c.jpg');
    expect(sizedImage(cover, 390, 3)).toBe('/uploads/size/w1200/images/content/2026/11/0b6f1f0e-9a1b-4c5e-8f00-1d2e3f4a5b6c.jpg');
    expect(sizedImage(cover, 1024, 4)).toBe('/uploads/size/w1200/images/content/2026/11/0b6f1f0e-9a1b-4c5e-8f00-1d2e3f4a5b6c.jpg');
  });

  it.each([
    'https://cdn.example.com/images/a.jpg',
    '/uploads/images/contest/a.gif',
    '/uploads/avatar.jpg',
    '/uploads/images/../secret.jpg',
    'data:image/png;base64,AAAA',
    '',
  ])('leaves %p as it is', (url) => {
    expect(sizedImage(url, 390, 2)).toBe(url);
  });
});
