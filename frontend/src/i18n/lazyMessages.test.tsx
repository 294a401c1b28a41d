import { act, render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { lazyMessages } from './lazyMessages';
import { LocaleProvider, useLocale } from './LocaleProvider';
import { createLocaleStore } from './localeStore';
import { WithLazyMessages } from './WithMessages';

const SHELL = { en: { 'app.name': 'App' }, de: { 'app.name': 'App' } };

function deferred() {
  let resolve!: (texts: Record<string, string>) => void;
  const promise = new Promise<Record<string, string>>((done) => (resolve = done));
  return { promise, resolve };
}

function Greeting() {
  const intl = useIntl();
  const { setLocale } = useLocale();
  return (
    <button type="button" onClick={() => setLocale('de')}>
      {intl.formatMessage({ id: 'hello' })}
    </button>
  );
}

describe('texts loaded one language at a time', () => {
  it('loads each language once, on demand', async () => {
    const loads: string[] = [];
    const texts = lazyMessages({
      en: () => (loads.push('en'), Promise.resolve({ hello: 'Hello' })),
      de: () => (loads.push('de'), Promise.resolve({ hello: 'Hallo' })),
    });
    expect(texts.get('en')).toBeUndefined();
    await Promise.all([texts.load('en'), texts.load('en')]);
    expect(texts.get('en')).toEqual({ hello: 'Hello' });
    expect(loads).toEqual(['en']);
  });

  it('switches the language once the new texts are there, all at once', async () => {
    localStorage.clear();
    const german = deferred();
    const texts = lazyMessages({ en: () => Promise.resolve({ hello: 'Hello' }), de: () => german.promise });
    await texts.load('en');
    const store = createLocaleStore(localStorage, 'en-US');
    render(
      <LocaleProvider store={store} messages={SHELL}>
        <WithLazyMessages messages={texts} wait>
          <Greeting />
        </WithLazyMessages>
      </LocaleProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Hello' }).click());
    // Still English while the German texts are on their way: no screen of message ids.
    expect(store.get()).toBe('en');
    expect(screen.getByRole('button', { name: 'Hello' })).toBeInTheDocument();
    await act(async () => german.resolve({ hello: 'Hallo' }));
    expect(store.get()).toBe('de');
    expect(await screen.findByRole('button', { name: 'Hallo' })).toBeInTheDocument();
  });
});
