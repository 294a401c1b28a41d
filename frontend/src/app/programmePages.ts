/**
 * The loader of the programmes' cohort view, a module of its own that app/pages.ts loads on demand: the entry names
 * this one small chunk rather than every chunk the page needs (the landing page's initial JavaScript).
 */
export const loadManageProgrammePage = () => import('../programmes/ManageProgrammePage');
