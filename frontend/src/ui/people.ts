/** A person as pages and cards name them (a member, an author, whoever sent an invitation). */
export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
}

/** First and last name; in a module of its own, so that naming someone pulls in no page components. */
export const personName = (person: Pick<Person, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`.trim();

/** The initials of a name, for an avatar without a picture. */
export function initials(person: Pick<Person, 'firstName' | 'lastName'>): string {
  return `${person.firstName.trim().charAt(0)}${person.lastName.trim().charAt(0)}`.toUpperCase();
}
