import { z } from 'zod';
import { installApiUi, type ApiUi, type UiMessage } from '@client/lib/api-client';
import { validateForm, type FieldSetter } from '@client/lib/forms';

function recorder() {
  const set: { name: string | (string | number)[]; errors: string[] }[][] = [];
  const form: FieldSetter = { setFields: (fields) => set.push(fields) };
  return { form, set };
}

describe('validateForm', () => {
  const schema = z.object({ name: z.string().min(1), age: z.coerce.number().int() });
  const toasts: UiMessage[] = [];
  beforeAll(() => {
    const ui: ApiUi = {
      toast: (m) => toasts.push(m),
      showLoading: () => undefined,
      hideLoading: () => undefined,
      networkError: () => undefined,
      goLogin: () => undefined,
    };
    installApiUi(ui);
  });

  it('returns the parsed values and leaves the form alone when they pass', () => {
    const { form, set } = recorder();
    expect(validateForm(form, schema, { name: 'Ada', age: '36' }, ['name', 'age'])).toEqual({ name: 'Ada', age: 36 });
    expect(set).toEqual([]);
  });

  it('returns null and shows each field its verdict; an error of a field the form lacks is toasted', () => {
    const { form, set } = recorder();
    expect(validateForm(form, schema, { name: '', age: 'x' }, ['name'])).toBeNull();
    expect(set).toHaveLength(1);
    expect(set[0]).toHaveLength(1);
    expect(set[0][0].name).toBe('name');
    expect(set[0][0].errors).toHaveLength(1);
    expect(toasts).toHaveLength(1);
  });
});
