import { describe, expect, it } from 'vitest';
import { makeProject } from '../test/domainFixtures';
import { filterProjects } from './projectFilters';

describe('filterProjects', () => {
  const older = makeProject({
    title: 'Solar map',
    tags: ['Sustainability'],
    likes: 9,
    updatedAt: '2026-11-01T10:00:00.000Z',
  });
  const newer = makeProject({
    title: 'Study buddy',
    description: 'Peer help',
    tags: ['education'],
    likes: 2,
    updatedAt: '2026-11-06T10:00:00.000Z',
  });

  it('sorts the most recent first, or the most liked first', () => {
    expect(filterProjects([older, newer], '', 'all', 'recent')).toEqual([newer, older]);
    expect(filterProjects([older, newer], '', 'all', 'popular')).toEqual([older, newer]);
  });

  it('matches the topic against the tags by substring, case-insensitively, and searches title and description', () => {
    expect(filterProjects([older, newer], '', 'sustainability', 'recent')).toEqual([older]);
    expect(filterProjects([older, newer], 'PEER', 'all', 'recent')).toEqual([newer]);
  });

  it('does not reorder the list it was given', () => {
    const list = [older, newer];
    filterProjects(list, '', 'all', 'recent');
    expect(list).toEqual([older, newer]);
  });
});
