import { useMutation } from '@tanstack/react-query';
import { IMAGE_TYPES, LIMITS, MSG, UPLOAD_FIELD, uploadResponse } from '@yuexue/contract';
import { apiRequest } from './api-client';

/** public-site §5 Image upload, checked before sending: JPG, PNG or GIF, at most 10 MB (the server judges the bytes again). */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!Object.hasOwn(IMAGE_TYPES, file.type)) return MSG.upload.badType;
  if (file.size > LIMITS.imageMaxBytes) return MSG.upload.tooLarge;
  return undefined;
}

/** POST /upload/image (multipart field `image`): the stored copy, re-encoded without its metadata. */
export async function uploadImage(file: File) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return uploadResponse.parse(
    await apiRequest<unknown>('/upload/image', { method: 'POST', body: form }),
  ).data;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
