// Signed-in users for the bench: students registered through the REST facade, each with its own session cookie.
import { randomBytes } from 'node:crypto';

/** Registers one student; returns its id and the `sid=…` cookie pair. */
export async function registerStudent(baseUrl, firstName = 'Bench') {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      role: 'student',
      firstName,
      lastName: 'Load',
      email: `bench-${randomBytes(6).toString('hex')}@example.com`,
      password: 'bench-password',
      experience: 'beginner',
      bio: 'A simulated user of the benchmark',
      skills: ['JavaScript'],
      interests: ['Education'],
    }),
  });
  const text = await response.text();
  if (response.status !== 201)
    throw new Error(`Registration answered ${response.status}: ${text.slice(0, 300)}`);
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('sid='))
    ?.split(';')[0];
  if (!cookie) throw new Error('Registration set no session cookie');
  return { id: JSON.parse(text).id, cookie };
}

/** Registers `n` students, `concurrency` at a time (password hashing is the slow part). */
export async function registerStudents(baseUrl, n, concurrency = 4) {
  const users = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        next += 1;
        users.push(await registerStudent(baseUrl, `Bench${users.length + 1}`));
      }
    }),
  );
  return users;
}
