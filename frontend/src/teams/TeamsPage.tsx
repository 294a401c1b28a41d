import { useT } from '../i18n/useT';
import { PageHeader } from '../ui/PageHeader';

/** /teams: heading and subtitle (SPEC 2); the page's content comes with its own issue. */
export function TeamsPage() {
  const t = useT();
  return <PageHeader title={t('teams.title')} subtitle={t('teams.subtitle')} />;
}
