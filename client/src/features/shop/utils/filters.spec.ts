import { DEFAULT_FILTERS, filtersFromParams, filtersToSearch, goodsQuery, sheetFilterCount } from '@client/features/shop/utils/filters';

const CAT = '0b6c7e0e-8f64-4c1e-9d7e-3a1f2b3c4d5e';

describe('product list filters', () => {
  it('leaves the defaults out of the request and the address', () => {
    expect(goodsQuery(DEFAULT_FILTERS)).toEqual({});
    expect(filtersToSearch(DEFAULT_FILTERS)).toBe('');
  });

  it('maps every filter onto GET /goods', () => {
    const f = {
      category: CAT,
      minPrice: 1000,
      maxPrice: 50000,
      inStock: true,
      hasDiscount: true,
      sort: 'price_desc' as const,
      q: '脚蹼 mask',
    };
    expect(goodsQuery(f)).toEqual({
      category: CAT,
      minPrice: 1000,
      maxPrice: 50000,
      inStock: 1,
      hasDiscount: 1,
      sort: 'price_desc',
      q: '脚蹼 mask',
    });
    expect(filtersToSearch(f)).toBe(
      `?category=${CAT}&minPrice=1000&maxPrice=50000&inStock=1&hasDiscount=1&sort=price_desc&q=%E8%84%9A%E8%B9%BC+mask`,
    );
  });

  it('reads back what it wrote', () => {
    const f = { category: CAT, maxPrice: 0, inStock: true, hasDiscount: false, sort: 'newest' as const, q: 'fins' };
    expect(filtersFromParams(new URLSearchParams(filtersToSearch(f)))).toEqual(f);
  });

  it('keeps 0 as a price bound and puts a reversed range in order', () => {
    expect(goodsQuery({ ...DEFAULT_FILTERS, minPrice: 0 })).toEqual({ minPrice: 0 });
    expect(goodsQuery({ ...DEFAULT_FILTERS, minPrice: 9000, maxPrice: 100 })).toEqual({ minPrice: 100, maxPrice: 9000 });
  });

  it('drops what the server would refuse from an address', () => {
    const f = filtersFromParams(new URLSearchParams('category=fins&minPrice=-1&maxPrice=1.5&sort=cheapest&inStock=yes&q=%20%20'));
    expect(f).toEqual(DEFAULT_FILTERS);
    expect(filtersFromParams(new URLSearchParams(`q=${'x'.repeat(80)}`)).q).toHaveLength(50);
  });

  it('counts the sheet’s filters for its button', () => {
    expect(sheetFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(sheetFilterCount({ ...DEFAULT_FILTERS, maxPrice: 100, minPrice: 10, hasDiscount: true })).toBe(2);
  });
});
