import { useT } from '../i18n/useT';
import { PageHeader } from '../ui/PageHeader';

/** /resources: heading and subtitle (SPEC 2); the page's content comes with its own issue. */
export function ResourcesPage() {
  const t = useT();
  return <PageHeader title={t('resources.title')} subtitle={t('resources.subtitle')} />;
}
