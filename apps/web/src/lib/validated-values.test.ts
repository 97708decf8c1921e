import { describe, expect, it } from 'vitest';
import { isValidationError, validatedValues } from './validated-values';

const formRejecting = (err: unknown) => ({ validateFields: () => Promise.reject(err) }) as never;

describe('validatedValues', () => {
  it('gives the values when every field passes', async () => {
    const form = { validateFields: () => Promise.resolve({ name: '粤语' }) } as never;
    await expect(validatedValues<{ name: string }>(form)).resolves.toEqual({ name: '粤语' });
  });

  it('gives undefined, without rejecting, when antd reports failed fields', async () => {
    const failure = {
      values: { name: '' },
      errorFields: [{ name: ['name'], errors: ['请输入名称'], warnings: [] }],
      outOfDate: false,
    };
    await expect(validatedValues(formRejecting(failure))).resolves.toBeUndefined();
  });

  it('lets any other error propagate', async () => {
    const boom = new Error('boom');
    await expect(validatedValues(formRejecting(boom))).rejects.toBe(boom);
    await expect(validatedValues(formRejecting({ message: 'x' }))).rejects.toEqual({
      message: 'x',
    });
  });

  it('recognises only objects carrying errorFields', () => {
    expect(isValidationError({ errorFields: [] })).toBe(true);
    expect(isValidationError({ errorFields: 'no' })).toBe(false);
    expect(isValidationError(null)).toBe(false);
    expect(isValidationError(new Error('x'))).toBe(false);
  });
});
