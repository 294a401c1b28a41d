import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { WithMessages } from '../i18n/WithMessages';
import { PageHeader } from '../ui/PageHeader';
import { lazyNamed } from '../ui/lazyNamed';
import { useUrlState } from '../ui/useUrlState';
import { withModerationMessages } from './messages';
import { reportMessages } from './reportMessages';
import { AuditLogSection } from './staff/AuditLogSection';
import { CohortCodesSection } from './staff/CohortCodesSection';
import { MentorsSection } from './staff/MentorsSection';
import { ReportsSection } from './staff/ReportsSection';
import { staffMessages, useStaffT, type StaffMessageId } from './staffMessages';

/** 'Programmes', a chunk of its own: the app's entry names only this page's. */
const StaffProgrammesSection = lazyNamed(
  () => import('../programmes/StaffProgrammesSection'),
  'StaffProgrammesSection',
);

/** The reasons' names (the report dialog's) and a hidden item's notice, under the staff page's own texts. */
const REPORT_MESSAGES = withModerationMessages(reportMessages);

const SECTIONS = ['reports', 'mentors', 'cohorts', 'programmes', 'log'] as const;
type Section = (typeof SECTIONS)[number];

const SECTION_LABELS: Record<Section, StaffMessageId> = {
  reports: 'staff.tab.reports',
  mentors: 'staff.tab.mentors',
  cohorts: 'staff.tab.cohorts',
  programmes: 'staff.tab.programmes',
  log: 'staff.tab.log',
};

const SECTION_CONTENT: Record<Section, () => ReactNode> = {
  reports: () => <ReportsSection />,
  mentors: () => <MentorsSection />,
  cohorts: () => <CohortCodesSection />,
  programmes: () => (
    <Suspense fallback={null}>
      <StaffProgrammesSection />
    </Suspense>
  ),
  log: () => <AuditLogSection />,
};

/**
 * /staff (docs/product.md §14), for the programme's staff only (the route exists for them alone; anyone else finds
 * no such page): open reports, mentors to verify, cohort codes, programmes and the audit log, one tab each (?tab=).
 */
export function StaffPage() {
  return (
    <WithMessages messages={REPORT_MESSAGES}>
      <WithMessages messages={staffMessages}>
        <Staff />
      </WithMessages>
    </WithMessages>
  );
}

function Staff() {
  const t = useStaffT();
  const [state, set] = useUrlState({ tab: 'reports' }, { tab: SECTIONS });
  const tab = state.tab as Section;
  return (
    <>
      <PageHeader title={t('staff.title')} subtitle={t('staff.subtitle')} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, value: Section) => set('tab', value)}
          aria-label={t('staff.sections')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {SECTIONS.map((section) => (
            <Tab
              key={section}
              value={section}
              label={t(SECTION_LABELS[section])}
              id={`staff-tab-${section}`}
              aria-controls={`staff-panel-${section}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`staff-panel-${tab}`} aria-labelledby={`staff-tab-${tab}`}>
        {SECTION_CONTENT[tab]()}
      </Box>
    </>
  );
}
