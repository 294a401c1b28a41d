// Lists of labels as the forms edit them: skills, interests, topics and tags.

/** Adds a free-text item to a list: trimmed, empty text and duplicates (case-insensitive) ignored. */
export function addListItem(list: readonly string[], text: string): string[] {
  const item = text.trim();
  if (!item || list.some((existing) => existing.toLowerCase() === item.toLowerCase())) return [...list];
  return [...list, item];
}

/** Toggles a preset item in a list. */
export function toggleListItem(list: readonly string[], item: string): string[] {
  return list.includes(item) ? list.filter((existing) => existing !== item) : [...list, item];
}

/** product.md §5: a comma-separated tag string split on commas, trimmed, empty entries dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}
