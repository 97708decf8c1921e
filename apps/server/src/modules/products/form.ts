import type { preValidationAsyncHookHandler } from 'fastify';

/**
 * Turns a multipart/form-data body of plain fields into an object before validation, so a form post
 * is checked by the same zod schema as JSON. File parts are drained and ignored.
 */
export const multipartFieldsToBody: preValidationAsyncHookHandler = async (req) => {
  if (!req.isMultipart()) return;
  const body: Record<string, string> = {};
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') body[part.fieldname] = part.value;
    } else {
      part.file.resume();
    }
  }
  req.body = body;
};
