/* global document, window */
// Asks who is signed in (product.md §4.1) while the app's JavaScript is still on its way, rather than after it ran:
// the same request as the app's (src/graphql/signedOut.ts ME, in the document's language, which
// document-language.js set before). The app takes the answer (src/auth/earlySession.ts); earlySession.test.ts
// checks that the query is the app's.
var QUERY =
  'query Me { me { ...SessionUserFields } } fragment SessionUserFields on User { id email firstName lastName profileImageUrl role skills interests bio experience yearsExperience currentRole company isStaff language }';
try {
  var locale = document.documentElement.lang === 'de' ? 'de' : 'en';
  var answer = fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
    body: JSON.stringify({ query: QUERY, operationName: 'Me', variables: {} }),
  }).then(function (response) {
    return response.json().then(
      function (body) {
        return { status: response.status, body: body };
      },
      function () {
        return { status: response.status, body: null };
      },
    );
  });
  answer.catch(function () {});
  window.creatorsEarlySession = { locale: locale, answer: answer };
} catch {
  /* the app asks itself */
}
