import { z } from 'zod';
import { cleanAnswer, DRAFT_SLOTS, type DraftSlot, type DraftSlots } from './slots.js';
import { modelJson } from './model-json.js';

/** A model's value for a slot: the person's words (cut to the slot's length later), or null when not said. */
const modelSlotValue = z.string().trim().max(1_000).nullable().optional();

/**
 * The slots a configured model reads from a brainstorm, as JSON: one key per slot of DRAFT_SLOTS (so a slot added
 * there is asked for and accepted here too), each a string or null. Other keys are ignored; an object with none of
 * the slots is not the answer asked for.
 */
export const modelSlotsSchema = z
  .looseObject(
    Object.fromEntries(DRAFT_SLOTS.map((slot) => [slot, modelSlotValue])) as Record<
      DraftSlot,
      typeof modelSlotValue
    >,
  )
  .refine((value) => DRAFT_SLOTS.some((slot) => slot in value), 'none of the slots');

/** What models write for "not said" instead of null. */
const NOT_SAID =
  /^(?:null|none|n\/?a|unknown|not (?:said|mentioned|given|stated|known|specified)|nothing|nicht (?:gesagt|genannt|erwähnt|angegeben|bekannt)|unbekannt|keine angabe|-+|\?+|\.+)$/iu;

/**
 * A model's answer as the brainstorm's slots, or null when it is not the JSON asked for (the caller falls back to the
 * built-in reading). The first JSON object in the text counts (models wrap JSON in fences or sentences). Each value
 * is cleaned as the built-in reading cleans an answer; `known` slots (read before) are kept, never overwritten.
 */
export function acceptModelSlots(content: string, known: DraftSlots = {}): DraftSlots | null {
  const parsed = modelSlotsSchema.safeParse(modelJson(content));
  if (!parsed.success) return null;
  const slots: DraftSlots = {};
  for (const slot of DRAFT_SLOTS) {
    const raw = parsed.data[slot];
    if (!raw || NOT_SAID.test(raw)) continue;
    const cleaned = cleanAnswer(raw);
    if (cleaned && !NOT_SAID.test(cleaned)) slots[slot] = cleaned;
  }
  for (const slot of DRAFT_SLOTS) if (known[slot]) slots[slot] = known[slot];
  return slots;
}
