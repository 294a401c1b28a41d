import { useT } from '../i18n/useT';
import { PageHeader } from '../ui/PageHeader';

/** /challenges: heading and subtitle (SPEC 2); the page's content comes with its own issue. */
export function ChallengesPage() {
  const t = useT();
  return <PageHeader title={t('challenges.title')} subtitle={t('challenges.subtitle')} />;
}
