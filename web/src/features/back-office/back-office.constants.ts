import { SITE_NAME } from '../../ui/site.constants';

/** The back office keeps the year it opened (the front site shows its own). */
export const BACK_OFFICE_COPYRIGHT = `Copyright © 2022 ${SITE_NAME} All Rights Reserved.`;
