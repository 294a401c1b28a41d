/* global localStorage, document, navigator */
// Sets the document language before the app renders (product.md §1); the app keeps it in sync afterwards.
// A file rather than an inline script, so the page's Content-Security-Policy can forbid inline scripts.
try {
  var stored = localStorage.getItem('language');
  document.documentElement.lang =
    stored === 'en' || stored === 'de' ? stored : /^de/i.test(navigator.language || '') ? 'de' : 'en';
  // The tab's title in the same language (the app keeps it in sync: i18n/LocaleProvider).
  if (document.documentElement.lang === 'de') {
    document.title = 'Creators-Programm';
    // The page's own spinner (index.html), until the app shows its own.
    var boot = document.querySelector('.boot');
    if (boot) boot.setAttribute('aria-label', 'Wird geladen...');
  }
} catch {
  /* storage blocked: the app sets it */
}
