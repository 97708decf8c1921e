import { LIMITS, MSG } from '@yuexue/contract';
import { describe, expect, it } from 'vitest';
import { imageProblem } from './upload-image';

describe('imageProblem (public-site §5 Image upload)', () => {
  it('accepts JPG, PNG and GIF up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif'])
      expect(imageProblem({ type, size: LIMITS.imageMaxBytes })).toBeUndefined();
  });

  it('refuses other types, including an unknown one', () => {
    for (const type of ['image/webp', 'image/svg+xml', 'application/pdf', '', 'toString'])
      expect(imageProblem({ type, size: 10 })).toBe(MSG.upload.badType);
  });

  it('refuses a file over 10 MB', () => {
    expect(imageProblem({ type: 'image/png', size: LIMITS.imageMaxBytes + 1 })).toBe(
      MSG.upload.tooLarge,
    );
  });
});
