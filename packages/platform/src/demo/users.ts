import type { ExperienceLevel, MentorAvailability, UserRole } from '@creators/contracts';

/**
 * Demo users with fixed ids, seeded by services/identity (`npm run seed -w services/identity`). Other services'
 * seeds refer to these ids (challenge authors, team leaders and members, project teams).
 */
export interface DemoUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** null for the newcomer whose profile is still incomplete (product.md §4.1: no role, no skills). */
  role: UserRole | null;
  experience: ExperienceLevel;
  bio: string;
  skills: string[];
  interests: string[];
  yearsExperience?: string;
  currentRole?: string;
  company?: string;
  /** A mentor's availability (identity's mentor_availability), so the mentors directory and free slots show some. */
  availability?: MentorAvailability;
}

/** DEMO ONLY: the one password of every demo account. Never use it for a real account; demo data is for local and test systems. */
export const DEMO_PASSWORD = 'demo-password';

export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'mia.schneider@demo.creators.test',
    firstName: 'Mia',
    lastName: 'Schneider',
    role: 'student',
    experience: 'beginner',
    bio: 'First-year student who loves building small web tools for her school club.',
    skills: ['JavaScript', 'HTML/CSS', 'Design'],
    interests: ['Web Development', 'Education', 'Social Impact'],
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'leon.weber@demo.creators.test',
    firstName: 'Leon',
    lastName: 'Weber',
    role: 'student',
    experience: 'intermediate',
    bio: 'Computer science student interested in machine learning for healthcare.',
    skills: ['Python', 'Research', 'Problem Solving'],
    interests: ['AI/ML', 'Healthcare', 'Environment'],
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    email: 'sara.okafor@demo.creators.test',
    firstName: 'Sara',
    lastName: 'Okafor',
    role: 'student',
    experience: 'advanced',
    bio: 'Design student who prototypes mobile apps for local communities.',
    skills: ['React', 'Design', 'Communication', 'Teamwork'],
    interests: ['Mobile Apps', 'Social Impact', 'Art & Creativity'],
  },
  {
    id: '00000000-0000-4000-8000-000000000004',
    email: 'jonas.becker@demo.creators.test',
    firstName: 'Jonas',
    lastName: 'Becker',
    role: 'mentor',
    experience: 'advanced',
    bio: 'Full-stack engineer mentoring students in web development and code review for ten years.',
    skills: ['JavaScript', 'React', 'Node.js', 'TypeScript', 'Code Review'],
    interests: ['Web Development', 'Open Source', 'Mentoring'],
    yearsExperience: '12',
    currentRole: 'Staff Engineer',
    company: 'Northwind Labs',
    availability: {
      slots: [
        { day: 1, start: '16:00', end: '18:00' },
        { day: 3, start: '16:00', end: '18:00' },
      ],
      timeZone: 'Europe/Berlin',
      maxTeams: 3,
      notAvailableUntil: null,
      languages: ['en', 'de'],
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000005',
    email: 'amira.haddad@demo.creators.test',
    firstName: 'Amira',
    lastName: 'Haddad',
    role: 'mentor',
    experience: 'intermediate',
    bio: 'Data scientist who helps teams turn messy real-world data into working prototypes.',
    skills: ['Python', 'Data Science', 'Machine Learning', 'Project Management'],
    interests: ['AI/ML', 'Data Science', 'EdTech'],
    yearsExperience: '6',
    currentRole: 'Data Scientist',
    availability: {
      slots: [
        { day: 2, start: '10:00', end: '12:00' },
        { day: 4, start: '14:00', end: '16:30' },
      ],
      timeZone: 'Europe/Berlin',
      maxTeams: 2,
      notAvailableUntil: null,
      languages: ['en'],
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000006',
    email: 'noah.fischer@demo.creators.test',
    firstName: 'Noah',
    lastName: 'Fischer',
    role: 'creator',
    experience: 'advanced',
    bio: 'Runs the creators programme and builds iOS apps on the side.',
    skills: ['Swift', 'iOS Development', 'UI/UX', 'Project Management'],
    interests: ['Mobile Apps', 'Education', 'Design'],
  },
  {
    // Signs in to the profile-setup page: a newcomer who has not chosen a role or skills yet.
    id: '00000000-0000-4000-8000-000000000007',
    email: 'lena.neumann@demo.creators.test',
    firstName: 'Lena',
    lastName: 'Neumann',
    role: null,
    experience: 'beginner',
    bio: '',
    skills: [],
    interests: [],
  },
];

/** Looks a demo user up by first name (case-insensitive), for seeds that read better with names. */
export function demoUser(firstName: string): DemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.firstName.toLowerCase() === firstName.toLowerCase());
  if (!user) throw new Error(`no demo user named ${firstName}`);
  return user;
}
