/** product.md §3 preset lists. The items are data (user-chosen labels), shown as they are in both languages. */
export const STUDENT_SKILLS = [
  'JavaScript',
  'Python',
  'HTML/CSS',
  'React',
  'Design',
  'Writing',
  'Problem Solving',
  'Research',
  'Communication',
  'Teamwork',
];
export const STUDENT_INTERESTS = [
  'Web Development',
  'Mobile Apps',
  'Game Development',
  'AI/ML',
  'Design',
  'Education',
  'Healthcare',
  'Environment',
  'Social Impact',
  'Art & Creativity',
];
export const MENTOR_EXPERTISE = [
  'JavaScript',
  'Python',
  'React',
  'Node.js',
  'TypeScript',
  'Swift',
  'iOS Development',
  'Full-Stack Development',
  'Data Science',
  'Machine Learning',
  'UI/UX Design',
  'Project Management',
  'Leadership',
  'Technical Writing',
  'Code Review',
  'Architecture',
];
export const MENTOR_INTERESTS = [
  'Web Development',
  'Mobile Development',
  'AI/ML',
  'Data Science',
  'DevOps',
  'Cybersecurity',
  'Cloud Computing',
  'Blockchain',
  'Game Development',
  'EdTech',
  'Mentoring',
  'Open Source',
  'Startup Ecosystem',
  'Product Development',
];
export const PROFILE_SKILLS = [
  'JavaScript',
  'Python',
  'React',
  'Node.js',
  'HTML/CSS',
  'TypeScript',
  'Design',
  'UI/UX',
  'Project Management',
  'Data Analysis',
  'Swift',
  'iOS Development',
];
export const PROFILE_INTERESTS = [
  'Web Development',
  'Mobile Apps',
  'AI/ML',
  'Game Development',
  'Data Science',
  'Cybersecurity',
  'Cloud Computing',
  'IoT',
  'Blockchain',
  'Design',
  'Education',
  'Healthcare',
];

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
