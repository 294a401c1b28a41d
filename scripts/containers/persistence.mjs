// The data survives the stack going down and up again (`down` without -v keeps the named volumes): the person of
// the journey signs in with her password, and her challenge is listed.

/** Signs Ada in again and looks for her challenge; `stack` must be up and ready. */
export async function runPersistence({ person, challenge }) {
  const signedIn = await person.signIn();
  const list = await person.request('GET /api/challenges', { path: '/api/challenges' });
  return {
    signedIn: signedIn.status,
    listed:
      Array.isArray(list.body) &&
      list.body.some((c) => c.id === challenge?.id && c.title === challenge?.title),
  };
}

export function judgePersistence({ signedIn, listed }) {
  const problems = [];
  if (signedIn !== 200) problems.push(`signing in after down and up answered ${signedIn}`);
  if (!listed) problems.push('the challenge is not listed after down and up');
  return problems;
}
