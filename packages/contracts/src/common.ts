import { z } from 'zod';
import type { MessageKey } from './messages.js';

/** Zod options that carry a message key; servers and the front end translate it. */
export const msg = (key: MessageKey) => ({ error: key });

/** A required text field, trimmed, between min and max characters. */
export const text = (
  min: number,
  max: number,
  minKey: MessageKey,
  maxKey: MessageKey = 'validation.text.max',
) => z.string(msg(minKey)).trim().min(min, msg(minKey)).max(max, msg(maxKey));

/** An optional text field: empty text counts as absent. */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max, msg('validation.text.max')).optional(),
  );

/** An http(s) URL; other schemes (javascript:, data:, ...) are refused. */
export const httpUrl = z
  .string(msg('validation.url.invalid'))
  .trim()
  .max(2048, msg('validation.url.invalid'))
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, msg('validation.url.invalid'));

/** An optional http(s) URL: empty text counts as absent. */
export const optionalHttpUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  httpUrl.optional(),
);

export const uuid = z.uuid(msg('validation.id.invalid'));

/** A list of tags: trimmed, empty entries dropped, duplicates (case-insensitive) removed. */
export const tagList = (maxItems: number, maxLength: number) =>
  z
    .array(z.string().trim().max(maxLength, msg('validation.list.item')))
    .transform((items) =>
      items.filter(
        (item, i) =>
          item.length > 0 && items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === i,
      ),
    )
    .pipe(z.array(z.string()).max(maxItems, msg('validation.tags.max')));

/**
 * The `updatedAt` an edit was made from (docs/product.md, owners change what they made): when the row changed
 * since, the edit is refused with 409 error.edit.stale instead of overwriting the newer version.
 */
export const expectedUpdatedAt = z.iso.datetime({ offset: true, ...msg('validation.edit.version') });
