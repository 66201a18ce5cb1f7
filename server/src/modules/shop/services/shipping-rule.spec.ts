import { shippingFee } from './shipping-rule';

describe('shippingFee', () => {
  const rule = { freeFrom: 20000, baseFee: 1000, perKgFee: 500 };

  it.each([
    [0, 0, 1000], // an empty parcel still pays the base fee
    [5000, 1, 1000],
    [5000, 1000, 1000], // the first kilogram is in the base fee
    [5000, 1001, 1500], // a started second kilogram
    [5000, 2000, 1500],
    [5000, 3500, 2500], // four started kilograms
    [19999, 3500, 2500], // just below the threshold
    [20000, 3500, 0], // free from the threshold itself
    [90000, 50_000, 0],
  ])('subtotal %i, %i g → %i', (subtotal, grams, fee) => expect(shippingFee(rule, subtotal, grams)).toBe(fee));

  it('is never free without a threshold, and free always with a threshold of 0', () => {
    expect(shippingFee({ ...rule, freeFrom: null }, 10_000_000, 500)).toBe(1000);
    expect(shippingFee({ ...rule, freeFrom: 0 }, 0, 9000)).toBe(0);
  });
});
