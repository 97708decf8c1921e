import type { FormRule } from 'antd';

type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;

/** An antd form rule that validates with a contract schema and shows its zh-CN message. */
/** Any contract zod schema (structurally, so the web app needs no direct zod import). */
interface Schema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: Array<{ message: string }> } };
}

export function zodRule(schema: Schema): RuleObject {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

/** The confirmation field must repeat the field named `passwordField`. */
export function confirmRule(
  passwordField: string,
  messages: { required: string; mismatch: string },
) {
  return ({ getFieldValue }: { getFieldValue: (name: string) => unknown }): RuleObject => ({
    validator: async (_rule, value: unknown) => {
      if (!value) throw new Error(messages.required);
      if (value !== getFieldValue(passwordField)) throw new Error(messages.mismatch);
    },
  });
}
