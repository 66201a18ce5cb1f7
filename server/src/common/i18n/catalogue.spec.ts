import { MessageCatalogue, type MessageSet } from './catalogue';

const hello = { 'zh-cn': '你好', 'en-us': 'Hello', 'zh-hant': '你好' };

describe('MessageCatalogue', () => {
  it('merges the areas by key', () => {
    const c = new MessageCatalogue();
    c.register('core', { 'x.hello': hello });
    c.register('shop', { 'shop.hello': { ...hello, 'en-us': 'Hi' } });
    expect(c.get('x.hello')?.['en-us']).toBe('Hello');
    expect(c.get('shop.hello')?.['en-us']).toBe('Hi');
    expect(c.has('shop.bye')).toBe(false);
    expect(c.areaNames()).toEqual(['core', 'shop']);
  });

  it('refuses a key two areas register, naming both, and keeps none of the refused set', () => {
    const c = new MessageCatalogue();
    c.register('core', { 'x.hello': hello });
    expect(() => c.register('shop', { 'shop.ok': hello, 'x.hello': hello })).toThrow('"x.hello" is registered by core and shop');
    expect(c.has('shop.ok')).toBe(false);
  });

  it('refuses an area registered twice with another set (the same set seen again is a no-op)', () => {
    const c = new MessageCatalogue();
    const set = { 'shop.hello': hello };
    c.register('shop', set);
    expect(() => c.register('shop', set)).not.toThrow();
    expect(() => c.register('shop', { 'shop.bye': hello })).toThrow('the area "shop" is registered twice');
  });

  it('refuses a text missing or empty in a language', () => {
    const c = new MessageCatalogue();
    const missing = { 'shop.hello': { 'zh-cn': '你好', 'en-us': 'Hello' } } as unknown as MessageSet;
    expect(() => c.register('shop', missing)).toThrow('"shop.hello" (shop) has no text in zh-hant');
    const empty = { 'shop.bye': { ...hello, 'en-us': ' ' } };
    expect(() => c.register('shop', empty)).toThrow('"shop.bye" (shop) has no text in en-us');
    expect(c.has('shop.hello') || c.has('shop.bye')).toBe(false);
  });
});
