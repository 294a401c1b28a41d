// Moved to ui/lazyNamed: brainstorm/ and voice/ still import it from here until Isla's engine leaves the browser.
export * from '../ui/lazyNamed';
