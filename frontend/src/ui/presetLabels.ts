import { useCallback } from 'react';
import type { Locale } from '@creators/contracts';
import { useLocale } from '../i18n/LocaleProvider';

/**
 * The preset skills and interests (docs/product.md §3.3) in German. What is stored stays the English preset, so
 * matching, search and the other language are unchanged; only the label shown follows the language. Names of
 * languages, tools and terms German uses as they are (JavaScript, Design, DevOps...) are not listed.
 */
export const PRESET_LABELS_DE: Readonly<Record<string, string>> = {
  Writing: 'Schreiben',
  'Problem Solving': 'Problemlösung',
  Research: 'Recherche',
  Communication: 'Kommunikation',
  Teamwork: 'Teamarbeit',
  'Web Development': 'Webentwicklung',
  'Game Development': 'Spieleentwicklung',
  'AI/ML': 'KI/ML',
  Education: 'Bildung',
  Healthcare: 'Gesundheit',
  Environment: 'Umwelt',
  'Social Impact': 'Soziale Wirkung',
  'Art & Creativity': 'Kunst & Kreativität',
  'iOS Development': 'iOS-Entwicklung',
  'Full-Stack Development': 'Full-Stack-Entwicklung',
  'Machine Learning': 'Maschinelles Lernen',
  'UI/UX Design': 'UI/UX-Design',
  'Project Management': 'Projektmanagement',
  Leadership: 'Führung',
  'Technical Writing': 'Technisches Schreiben',
  'Code Review': 'Code-Review',
  Architecture: 'Softwarearchitektur',
  'Mobile Development': 'Mobile Entwicklung',
  Cybersecurity: 'Cybersicherheit',
  'Cloud Computing': 'Cloud-Computing',
  'Startup Ecosystem': 'Start-up-Ökosystem',
  'Product Development': 'Produktentwicklung',
  'Data Analysis': 'Datenanalyse',
};

/** A preset's label in this language; anything else (a custom entry) as it was typed. */
export function presetLabel(locale: Locale, value: string): string {
  return locale === 'de' ? (PRESET_LABELS_DE[value] ?? value) : value;
}

export function usePresetLabel(): (value: string) => string {
  const { locale } = useLocale();
  return useCallback((value: string) => presetLabel(locale, value), [locale]);
}
