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
