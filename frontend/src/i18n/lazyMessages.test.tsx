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

  it('switches at once; the new texts follow as soon as they are there, the previous ones shown until then', async () => {
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
    expect(store.get()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    // No screen of message ids while the German texts are on their way.
    expect(screen.getByRole('button', { name: 'Hello' })).toBeInTheDocument();
    await act(async () => german.resolve({ hello: 'Hallo' }));
    expect(await screen.findByRole('button', { name: 'Hallo' })).toBeInTheDocument();
  });

  it('loads the texts on screen in the other language ahead of a switch', async () => {
    localStorage.clear();
    const loads: string[] = [];
    const texts = lazyMessages({
      en: () => (loads.push('en'), Promise.resolve({ hello: 'Hello' })),
      de: () => (loads.push('de'), Promise.resolve({ hello: 'Hallo' })),
    });
    await texts.load('en');
    function Preload() {
      const { preloadLocale } = useLocale();
      return (
        <button type="button" onClick={() => preloadLocale('de')}>
          preload
        </button>
      );
    }
    render(
      <LocaleProvider store={createLocaleStore(localStorage, 'en-US')} messages={SHELL}>
        <WithLazyMessages messages={texts} wait>
          <Preload />
        </WithLazyMessages>
      </LocaleProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'preload' }).click());
    expect(loads).toEqual(['en', 'de']);
    expect(texts.get('de')).toEqual({ hello: 'Hallo' });
  });
});
