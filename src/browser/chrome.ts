// The page chrome's behaviour, loaded once per page as one small module.
import { initBanner } from './banner.ts';
import { initDrilldown } from './drilldown.ts';
import { initGithubStars } from './github-stars.ts';
import { initMenu } from './menu.ts';
import { initModeToggle } from './mode.ts';
import { initSidebarFill } from './sidebar-fill.ts';
import { initTableOfContents } from './toc.ts';
import { initSwitchers } from './switchers.ts';

initModeToggle();
initBanner();
initSwitchers();
initMenu();
initSidebarFill();
initDrilldown();
initGithubStars();
initTableOfContents();
