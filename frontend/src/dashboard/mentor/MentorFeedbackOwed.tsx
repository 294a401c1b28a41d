import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { WithMessages } from '../../i18n/WithMessages';
import { LinkList } from '../../ui/entityPage';
import { projectPath } from '../../ui/links';
import { MentorCard, MentorEmpty } from './MentorCard';
import { mentorHomeMessages, useMentorHomeT } from './messages';

/** A project of a mentored team that waits for the mentor's feedback (docs/product.md §12.4). */
export interface FeedbackOwedProject {
  id: string;
  title: string;
  teamName: string;
}

/**
 * 'Feedback to give' on the mentor's dashboard: the projects waiting for their feedback, each linking to its page
 * (where feedback is written), or 'No projects waiting for your feedback'. Given no data (`projects` undefined:
 * nothing asked for yet, or not answerable), it renders nothing. Its query is the caller's.
 */
export function MentorFeedbackOwed({ projects }: { projects?: readonly FeedbackOwedProject[] }) {
  if (!projects) return null;
  return (
    <WithMessages messages={mentorHomeMessages}>
      <FeedbackOwed projects={projects} />
    </WithMessages>
  );
}

function FeedbackOwed({ projects }: { projects: readonly FeedbackOwedProject[] }) {
  const t = useMentorHomeT();
  return (
    <MentorCard
      id="mentor-feedback-title"
      title={t('mentorHome.feedback.title')}
      icon={<RateReviewIcon fontSize="small" />}
    >
      {projects.length === 0 ? (
        <MentorEmpty title={t('mentorHome.feedback.empty')} />
      ) : (
        <LinkList
          label={t('mentorHome.feedback.title')}
          empty={t('mentorHome.feedback.empty')}
          items={projects.map((project) => ({
            id: project.id,
            to: projectPath(project.id),
            text: project.title,
            detail: t('mentorHome.feedback.team', { team: project.teamName }),
          }))}
        />
      )}
    </MentorCard>
  );
}
