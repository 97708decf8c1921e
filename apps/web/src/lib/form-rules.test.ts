import { describe, expect, it } from 'vitest';
import { emailSchema, MSG, newPasswordSchema, usernameSchema } from '@yuexue/contract';
import { confirmRule, zodRule } from './form-rules';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const check = (rule: { validator?: unknown }, value: unknown) =>
  (rule.validator as Validator)({}, value);

describe('form rules from contract schemas', () => {
  it('shows the contract message of the first failed check', async () => {
    await expect(check(zodRule(usernameSchema), '')).rejects.toThrow(MSG.auth.usernameRequired);
    await expect(check(zodRule(usernameSchema), 'a')).rejects.toThrow(MSG.auth.usernameLength);
    await expect(check(zodRule(emailSchema), 'not-an-email')).rejects.toThrow(
      MSG.auth.emailInvalid,
    );
    await expect(check(zodRule(newPasswordSchema), '12345')).rejects.toThrow(MSG.auth.passwordMin);
    await expect(check(zodRule(emailSchema), 'a@b.cn')).resolves.toBeUndefined();
  });

  it('the confirmation must repeat the password', async () => {
    const rule = confirmRule('password', {
      required: MSG.auth.confirmRequired,
      mismatch: MSG.auth.passwordMismatch,
    })({ getFieldValue: () => 'secret1' });
    await expect(check(rule, '')).rejects.toThrow(MSG.auth.confirmRequired);
    await expect(check(rule, 'secret2')).rejects.toThrow(MSG.auth.passwordMismatch);
    await expect(check(rule, 'secret1')).resolves.toBeUndefined();
  });
});
