import { lazyNamed } from '../ui/lazyNamed';

// The header's menus (MUI's Menu, Popover, Modal; the bell's also the notifications' texts) load when their button
// is first pointed at, focused or pressed: the dashboard's initial JavaScript does without them. A module of its
// own, so that the app's preloading (app/pages.ts) does not bring the header with it.
export const UserMenuList = lazyNamed(() => import('./UserMenuList'), 'UserMenuList');
export const NotificationsMenu = lazyNamed(
  () => import('./notifications/NotificationsMenu'),
  'NotificationsMenu',
);
