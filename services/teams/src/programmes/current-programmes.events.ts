/** The durable consumer that keeps current_programmes up to date (also its key in processed_events). */
export const CURRENT_PROGRAMMES_CONSUMER = 'teams-current-programmes';

// Its handlers are the platform's (@creators/platform/programmes/current-programmes): the same read model as the
// other services whose new rows belong to their author's programme.
export { currentProgrammeHandlers } from '@creators/platform/programmes/current-programmes';
