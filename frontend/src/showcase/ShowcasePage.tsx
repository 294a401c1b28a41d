import { useT } from '../i18n/useT';
import { PageHeader } from '../ui/PageHeader';

/** /showcase: heading and subtitle (SPEC 2); the page's content comes with its own issue. */
export function ShowcasePage() {
  const t = useT();
  return <PageHeader title={t('showcase.title')} subtitle={t('showcase.subtitle')} />;
}
