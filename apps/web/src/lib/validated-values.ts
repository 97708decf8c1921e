import type { FormInstance } from 'antd';

/** antd's rejection when fields fail their rules; the messages already show under the fields. */
export function isValidationError(err: unknown): err is { errorFields: unknown[] } {
  return (
    typeof err === 'object' &&
    err !== null &&
    Array.isArray((err as { errorFields?: unknown }).errorFields)
  );
}

/**
 * The form's values once every field passes, or `undefined` when some field fails — so a save
 * handler simply returns and the modal stays open. Without this, antd's rejection surfaces as an
 * uncaught promise error on every click. Any other error still propagates.
 */
export async function validatedValues<T>(
  form: Pick<FormInstance<T>, 'validateFields'>,
): Promise<T | undefined> {
  try {
    return await form.validateFields();
  } catch (err) {
    if (isValidationError(err)) return undefined;
    throw err;
  }
}
