import { sidebarFor } from '../sidebars';

export default sidebarFor('efr');
