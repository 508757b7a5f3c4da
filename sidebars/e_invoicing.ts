import { sidebarFor } from '../sidebars';

export default sidebarFor('e_invoicing');
