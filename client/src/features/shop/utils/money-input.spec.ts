import { minorUnits, yuanText } from './money-input';

describe('minorUnits / yuanText', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    [' 0.05 ', 5],
    ['', null],
  ])('%s → %s', (typed, minor) => expect(minorUnits(typed)).toBe(minor));

  it('passes on what is not an amount (the contract refuses it)', () => {
    expect(minorUnits('12.345')).toBe('12.345');
    expect(minorUnits('-1')).toBe('-1');
  });

  it('writes minor units back', () => {
    expect(yuanText(20000)).toBe('200');
    expect(yuanText(1250)).toBe('12.50');
    expect(yuanText(null)).toBe('');
  });
});
