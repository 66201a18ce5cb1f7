import type { FieldError } from '@contracts/api';
import { issuesToFieldErrors } from '@contracts/issues';
import type { z } from 'zod';
import { ApiError, BusinessError } from '@client/lib/api-client';
import { getCurrentLocale, serverLanguage } from '@client/lib/language';
import { notify } from '@client/lib/notify';

export type SchemaResult<T> = { ok: true; data: T } | { ok: false; errors: FieldError[] };

/** Runs a shared contract schema on form values; errors are localised in the current language. */
export function validateWith<S extends z.ZodType>(schema: S, values: unknown): SchemaResult<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: issuesToFieldErrors(result.error, serverLanguage(getCurrentLocale()), values) };
}

/** The minimal part of an antd-mobile FormInstance we use. */
export type FieldSetter = {
  setFields(fields: { name: string | (string | number)[]; errors: string[] }[]): void;
};

/**
 * Shows field errors under the form's fields. Errors for fields the form does not have are
 * returned, so the caller can toast them.
 */
export function applyFieldErrors(form: FieldSetter, errors: FieldError[], formFields: readonly string[]): FieldError[] {
  const unknown = errors.filter((e) => !formFields.includes(e.field));
  // Every field of the form gets this check's verdict: a field fixed since the last try loses its error.
  form.setFields(
    formFields.map((name) => {
      const error = errors.find((e) => e.field === name);
      return { name, errors: error ? [error.msg] : [] };
    }),
  );
  return unknown;
}

/**
 * A Form's `onValuesChange`: a field the user edits loses its error at once (the next submit checks
 * it again), then `then` runs (e.g. saving a draft). antd-mobile keeps errors set by `setFields`
 * until they are set again, so without this a corrected field still shows its old error.
 */
export function clearErrorsOnEdit<V extends object>(
  form: FieldSetter,
  then?: (changed: Partial<V>, all: V) => void,
): (changed: Partial<V>, all: V) => void {
  return (changed, all) => {
    form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })));
    then?.(changed, all);
  };
}

/** Field errors of a business refusal, or [] for any other error. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  return error instanceof BusinessError ? error.fieldErrors : [];
}

/**
 * Reports a failed submit: a refusal's field errors go under the form's fields, anything else
 * of the refusal is toasted; request-layer errors were already reported.
 */
export function reportSubmitError(error: unknown, form?: FieldSetter, formFields: readonly string[] = []): void {
  if (error instanceof BusinessError) {
    const rest = form ? applyFieldErrors(form, error.fieldErrors, formFields) : error.fieldErrors;
    const shown = error.fieldErrors.length - rest.length;
    if (shown === 0 || rest.length > 0) notify(rest[0]?.msg || error.message);
    return;
  }
  if (error instanceof ApiError) return;
  notify({ key: 'errors.networkRequest' });
}

/** Shows client-side validation errors under their fields; errors of other fields are toasted. */
export function showValidation(form: FieldSetter, errors: FieldError[], formFields: readonly string[]): void {
  const rest = applyFieldErrors(form, errors, formFields);
  if (rest.length > 0) notify(rest[0]?.msg ?? '');
}

/**
 * Runs a shared contract schema on a form's values: the parsed values, or null after showing the
 * errors under their fields (errors of other fields are toasted).
 */
export function validateForm<S extends z.ZodType>(
  form: FieldSetter,
  schema: S,
  values: unknown,
  formFields: readonly string[],
): z.output<S> | null {
  const checked = validateWith(schema, values);
  if (checked.ok) return checked.data;
  showValidation(form, checked.errors, formFields);
  return null;
}
